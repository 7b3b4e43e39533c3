import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Page({ withEscape = true }: { withEscape?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal labelledBy="title" onEscape={withEscape ? () => setOpen(false) : undefined}>
          <h2 id="title">Dialog</h2>
          <button type="button">First</button>
          <button type="button" data-autofocus>
            Main
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Last
          </button>
        </Modal>
      )}
    </>
  );
}

describe('the shell modal', () => {
  it('focuses the marked action when it opens', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Dialog' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Main' })).toHaveFocus());
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Main' })).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to what opened it', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Dialog' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('stays open on Escape when the dialog needs an answer', async () => {
    render(<Page withEscape={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Dialog' });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Dialog' })).toBeInTheDocument();
  });
});
