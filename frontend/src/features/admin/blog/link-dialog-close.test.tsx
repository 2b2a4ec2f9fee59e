import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../test/render';
import { LinkDialog } from './link-dialog';

describe('the Insert link dialog', () => {
  it('asks before Escape drops a typed address, and closes at once when nothing was typed', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderAdmin(<LinkDialog initialText="the barn" onInsert={() => {}} onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(screen.getByRole('textbox', { name: /^URL/ }), 'https://example.com/barn');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: /^URL/ })).toHaveValue('https://example.com/barn');
  });
});
