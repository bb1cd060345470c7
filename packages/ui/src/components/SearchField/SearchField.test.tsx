import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('renders a searchbox named by its label', () => {
    render(<SearchField label="Search things" />);
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toBeTruthy();
  });

  it('keeps the accessible name when hideLabel', () => {
    render(<SearchField label="Search things" hideLabel />);
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toBeTruthy();
  });

  it('calls onChange and onSubmit on Enter', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(<SearchField label="Search" onChange={onChange} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('searchbox'), 'oak{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('oak');
    expect(onSubmit).toHaveBeenCalledWith('oak');
  });

  it('clears with the clear button and with Escape, calling onClear', async () => {
    const onClear = vi.fn();
    const user = userEvent.setup();
    render(<SearchField label="Search" defaultValue="oak" onClear={onClear} />);
    await user.click(screen.getByRole('button', { name: /Clear/ }));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    await user.type(screen.getByRole('searchbox'), 'elm');
    await user.keyboard('{Escape}');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(onClear).toHaveBeenCalledTimes(2);
  });

  it('is disabled with isDisabled and links the description', () => {
    render(<SearchField label="Search" isDisabled description="Name or category" />);
    const box = screen.getByRole('searchbox');
    expect(box.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Name or category',
    );
  });
});
