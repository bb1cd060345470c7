import { createContainer, keyframes, style } from '@vanilla-extract/css';
import { breakpoints } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

/**
 * The shell is a size container: it switches to the drawer navigation when the shell itself is
 * narrower than the tablet breakpoint (normally the same as the viewport; also right when the
 * shell is embedded or previewed in a narrow frame).
 */
const shellContainer = createContainer();
const atTablet = `${shellContainer} (min-width: ${breakpoints.tablet}px)`;
const atDesktop = `${shellContainer} (min-width: ${breakpoints.desktop}px)`;

export const shell = style({
  containerName: shellContainer,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  // Fills the viewport so the footer sits at the bottom of short pages.
  minHeight: '100vh',
  backgroundColor: vars.colour.background,
  color: vars.colour.text,
});

const focusRing = `0 0 0 2px ${vars.colour.surface}, 0 0 0 4px ${vars.colour.focusRing}`;

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  top: vars.space.small,
  zIndex: 2,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.brand,
  color: vars.colour.onBrand,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  outline: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus, &[data-focus-visible]': { transform: 'none', boxShadow: focusRing },
  },
});

export const header = style({
  position: 'relative',
  backgroundColor: vars.colour.surface,
  borderBottom: `1px solid ${vars.colour.border}`,
  boxShadow: vars.shadow.small,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 64,
  paddingInline: vars.space.medium,
  '@container': {
    [atTablet]: { gap: vars.space.large, paddingInline: vars.space.large },
    [atDesktop]: { paddingInline: vars.space.xlarge },
  },
});

export { visuallyHidden } from '../../css/visuallyHidden.css';

export const menuButtonSlot = style({
  display: 'flex',
  '@container': { [atTablet]: { display: 'none' } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  maxWidth: 280,
  flexShrink: 1,
  color: vars.colour.brandStrong,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { boxShadow: focusRing } },
});

export const brandLogo = style({ display: 'inline-flex', flexShrink: 0 });

export const brandName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const desktopNav = style({
  display: 'none',
  flex: '1 1 auto',
  minWidth: 0,
  '@container': { [atTablet]: { display: 'block' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
});

const navLinkBase = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 40,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  color: vars.colour.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  cursor: 'pointer',
} as const;

export const navLink = style({
  ...navLinkBase,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.colour.tone.neutral.soft },
    '&[data-focus-visible]': { boxShadow: focusRing },
    '&[aria-current="page"]': {
      backgroundColor: vars.colour.tone.neutral.soft,
      color: vars.colour.brandStrong,
      fontWeight: vars.font.weight.strong,
      boxShadow: `inset 0 -3px 0 ${vars.colour.brand}`,
    },
    '&[aria-current="page"][data-focus-visible]': {
      boxShadow: `inset 0 -3px 0 ${vars.colour.brand}, ${focusRing}`,
    },
  },
});

export const navIcon = style({ display: 'inline-flex', flexShrink: 0 });

export const userArea = style({
  display: 'flex',
  alignItems: 'center',
  marginInlineStart: 'auto',
  flexShrink: 0,
});

export const userTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

export const initials = style({
  selectors: { '&::before': { content: 'attr(data-initials)' } },
});

export const userName = style({
  display: 'none',
  maxWidth: 200,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@container': { [atDesktop]: { display: 'inline' } },
});

export const signIn = style({
  ...navLinkBase,
  border: `1px solid ${vars.colour.brand}`,
  color: vars.colour.brandStrong,
  fontWeight: vars.font.weight.strong,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.colour.brand, color: vars.colour.onBrand },
    '&[data-focus-visible]': { boxShadow: focusRing },
  },
});

export const main = style({
  flex: '1 0 auto',
  width: '100%',
  maxWidth: 1440,
  marginInline: 'auto',
  padding: vars.space.medium,
  outline: 'none',
  '@container': {
    [atTablet]: { padding: vars.space.large },
    [atDesktop]: { padding: vars.space.xlarge },
  },
});

export const footer = style({
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  borderTop: `1px solid ${vars.colour.border}`,
  backgroundColor: vars.colour.surface,
  color: vars.colour.textMuted,
  fontSize: vars.font.size.small,
  '@container': { [atTablet]: { paddingInline: vars.space.large } },
});

// The navigation drawer (small screens). It renders in a portal, so it carries the theme class.
const fadeIn = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' } });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  backgroundColor: `color-mix(in srgb, ${vars.colour.text} 45%, transparent)`,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.dialog} ${vars.motion.easing.standard}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.dialog} ${vars.motion.easing.standard} reverse`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  insetInlineStart: 0,
  width: 'min(320px, 85vw)',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.shadow.medium,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${slideIn} ${vars.motion.duration.dialog} ${vars.motion.easing.emphasised}`,
    },
    '&[data-exiting]': {
      animation: `${slideIn} ${vars.motion.duration.dialog} ${vars.motion.easing.standard} reverse`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  outline: 'none',
  overflowY: 'auto',
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: 64,
  paddingInline: vars.space.medium,
  borderBottom: `1px solid ${vars.colour.border}`,
});

export const drawerTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.font.size.large,
  color: vars.colour.text,
});

export const drawerNavList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: vars.space.small,
  listStyle: 'none',
});

export const drawerLink = style({
  ...navLinkBase,
  minHeight: 48,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.colour.tone.neutral.soft },
    '&[data-focus-visible]': { boxShadow: focusRing },
    '&[aria-current="page"]': {
      backgroundColor: vars.colour.tone.neutral.soft,
      color: vars.colour.brandStrong,
      fontWeight: vars.font.weight.strong,
      boxShadow: `inset 4px 0 0 ${vars.colour.brand}`,
    },
    '&[aria-current="page"][data-focus-visible]': {
      boxShadow: `inset 4px 0 0 ${vars.colour.brand}, ${focusRing}`,
    },
  },
});
