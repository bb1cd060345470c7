import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const card = recipe({
  base: {
    display: 'block',
    margin: 0,
    minWidth: 0,
    backgroundColor: vars.colour.surface,
    color: vars.colour.text,
    border: `1px solid ${vars.colour.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
  },
  variants: {
    padding: {
      small: { padding: vars.space.medium },
      medium: { padding: vars.space.large },
      large: { padding: vars.space.xlarge },
    },
    tone: {
      none: {},
      positive: { borderLeft: `6px solid ${vars.colour.tone.positive.solid}` },
      caution: { borderLeft: `6px solid ${vars.colour.tone.caution.solid}` },
      critical: { borderLeft: `6px solid ${vars.colour.tone.critical.solid}` },
      info: { borderLeft: `6px solid ${vars.colour.tone.info.solid}` },
      neutral: { borderLeft: `6px solid ${vars.colour.tone.neutral.solid}` },
    },
  },
  defaultVariants: { padding: 'medium', tone: 'none' },
});
