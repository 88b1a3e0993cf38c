// The design system's first layer: components with no marketplace meaning. They never import from
// ../marketplace (test/layers.test.ts holds that), so another product could use them as they are.
export { cn } from './lib/utils.ts';
export { useControllableState } from './lib/use-controllable-state.ts';
export { mergeLabels } from './lib/labels.ts';

export * from './avatar/index.ts';
export * from './badge/index.ts';
export * from './button/index.ts';
export * from './card/index.ts';
export * from './checkbox/index.ts';
export * from './chips/index.ts';
export * from './dialog/index.ts';
export * from './empty-state/index.ts';
export * from './field/index.ts';
export * from './grid/index.ts';
export * from './input/index.ts';
export * from './label/index.ts';
export * from './image-source-provider/index.ts';
export * from './locale-provider/index.ts';
export * from './otp-input/index.ts';
export * from './phone-input/index.ts';
export * from './rating/index.ts';
export * from './segmented-control/index.ts';
export * from './select/index.ts';
export * from './skeleton/index.ts';
export * from './spinner/index.ts';
export * from './switch/index.ts';
export * from './tabs/index.ts';
export * from './textarea/index.ts';
export * from './toast/index.ts';
