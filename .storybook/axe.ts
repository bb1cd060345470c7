// One axe set-up for both places that run it: the accessibility panel that designers see next
// to each story (@storybook/addon-a11y, configured in preview.tsx) and the story test run
// (test-runner.ts). A story is a fragment of a page, so rules about a whole page's landmarks and
// headings are off.
export const disabledAxeRules = ['region', 'landmark-one-main', 'page-has-heading-one'] as const;

/**
 * Never checked: Storybook's docs container, and react-aria's visually hidden live announcer,
 * which keeps announcements (labelled by a dialog's title) for a few seconds after the dialog
 * has gone; it is not page content.
 */
export const excludedFromAxe = ['#storybook-docs', '[data-live-announcer]'] as const;
