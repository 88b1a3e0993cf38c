interface ImportMetaEnv {
  /** True in the pseudo-locale build of the hard-coded-text test (UREMBO_PSEUDO_LOCALE=1). */
  readonly UREMBO_PSEUDO_LOCALE: boolean;
}
