import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowSwitch } from './row-actions';

describe('RowSwitch', () => {
  it('passes the new state on when Space toggles it', async () => {
    const onChange = jest.fn();
    render(<RowSwitch label="Active" checked saving={false} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('refuses another change while one is saving, yet keeps the keyboard focus', async () => {
    const onChange = jest.fn();
    render(<RowSwitch label="Active" checked saving onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Active' });
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toBeEnabled();
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).not.toHaveBeenCalled();
    expect(toggle).toHaveFocus();
    expect(toggle).toBeChecked();
  });
});
