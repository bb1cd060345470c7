import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

export const advice = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

/** The headline carries its kind in a bar of its tone, and in its words. */
const headlineBase = style({
  margin: 0,
  paddingInlineStart: vars.space.small,
  borderInlineStart: '4px solid',
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.large,
  color: vars.colour.text,
  overflowWrap: 'anywhere',
});
export const headline = styleVariants({
  water: [headlineBase, { borderColor: vars.colour.indicator.needsWater }],
  skip: [headlineBase, { borderColor: vars.colour.indicator.moist }],
  unknown: [headlineBase, { borderColor: vars.colour.indicator.unknown }],
});
/** The list's headline: smaller, under the thing's name. */
export const compactHeadline = style({
  fontSize: vars.font.size.small,
  borderInlineStartWidth: '3px',
});

export const subheading = style({
  margin: 0,
  marginBlockStart: vars.space.xsmall,
  fontWeight: vars.font.weight.strong,
});

export const reasons = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
});

globalStyle(`${reasons} > li`, { overflowWrap: 'anywhere' });

export const inputName = style({ fontWeight: vars.font.weight.medium, marginInlineEnd: '0.4em' });

export const detail = style({
  display: 'block',
  margin: 0,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
});

export const rule = style({ margin: 0, color: vars.colour.textMuted });
