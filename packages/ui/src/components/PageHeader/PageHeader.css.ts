import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  minWidth: 0,
});

// Intrinsically responsive: the actions wrap under the title when the header is narrow,
// whatever the viewport (the header may sit in a narrow column).
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  flex: '1 1 20rem',
});

export const description = style({
  margin: 0,
  maxWidth: '70ch',
  color: vars.colour.textMuted,
  fontSize: vars.font.size.medium,
  overflowWrap: 'anywhere',
});

// Shrinks to the row (never wider than the page) so its buttons wrap instead of pushing the page
// sideways on a phone; beside the title it keeps its natural width.
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  flex: '0 1 auto',
  minWidth: 0,
  maxWidth: '100%',
});

export const breadcrumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
});

export const breadcrumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.colour.textMuted,
  minWidth: 0,
});

export const separator = style({ display: 'inline-flex', color: vars.colour.textMuted });

export const breadcrumbLink = style({
  color: vars.colour.brandStrong,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  borderRadius: vars.radius.small,
  outline: 'none',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: 2 },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.colour.focusRing}` },
    '&[data-current]': { color: vars.colour.text, textDecoration: 'none', cursor: 'default' },
  },
});

globalStyle(`${breadcrumb} svg`, { flexShrink: 0 });
