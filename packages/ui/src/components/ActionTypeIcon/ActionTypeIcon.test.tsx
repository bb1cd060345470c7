import { ACTION_TYPES } from '@bloomkeep/schema';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actionTypeLabel } from '../../domain/actionType';
import { actionTypeIcon } from '../../domain/icons';
import { ActionTypeIcon } from './ActionTypeIcon';

describe('ActionTypeIcon', () => {
  it('has a distinct icon for each action type', () => {
    expect(new Set(ACTION_TYPES.map((type) => actionTypeIcon[type])).size).toBe(
      ACTION_TYPES.length,
    );
  });

  it.each(ACTION_TYPES.map((t) => [t]))('renders %s as a named image with a label', (type) => {
    render(<ActionTypeIcon type={type} label={actionTypeLabel[type]} />);
    expect(screen.getByRole('img', { name: actionTypeLabel[type] })).toBeTruthy();
  });

  it('is decorative without a label', () => {
    const { container } = render(<ActionTypeIcon type="WATERING" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('sizes the icon', () => {
    const { container } = render(
      <>
        <ActionTypeIcon type="WATERING" size="small" />
        <ActionTypeIcon type="WATERING" size="large" />
      </>,
    );
    const [small, large] = container.querySelectorAll('svg');
    expect(small?.getAttribute('class')).not.toBe(large?.getAttribute('class'));
  });
});
