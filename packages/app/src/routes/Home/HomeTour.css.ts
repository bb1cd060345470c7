import { style } from '@vanilla-extract/css';
import { vars } from '@bloomkeep/ui';

/** "New here? Take the tour": offered on a first visit, in the page flow. */
export const offer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.large}`,
  border: `1px solid ${vars.colour.tone.info.solid}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.tone.info.soft,
  color: vars.colour.text,
});

export const offerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 18rem',
  minWidth: 0,
});

export const offerTitle = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
});

export const offerBody = style({ margin: 0, fontSize: vars.font.size.small });

export const offerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
