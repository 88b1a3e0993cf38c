// The whole design system for apps that use both layers; `@urembo/ui/primitives` and
// `@urembo/ui/marketplace` are the same modules one layer at a time (docs/decisions/0020-ui-entry-points.md).
export * from './primitives/index.ts';
export * from './marketplace/index.ts';
