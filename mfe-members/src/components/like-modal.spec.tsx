import type { LikeModalProps } from '@rendezvous/contracts';
import { renderRemoteAt } from '@rendezvous/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NAMESPACE, RESOURCES } from '../locales';
import { LikeModal } from './like-modal';

function renderLikeModal(member: LikeModalProps['member'] = { id: 42, name: 'Sanne', photoUrl: '/photos/sanne_match.jpg' }) {
  const onOpenProfile = jest.fn();
  const onClose = jest.fn();
  const Root = () => <LikeModal member={member} onOpenProfile={onOpenProfile} onClose={onClose} />;
  return renderRemoteAt('/members', { namespace: NAMESPACE, resources: RESOURCES, Root }).then(() => ({ onOpenProfile, onClose }));
}

describe('the like modal', () => {
  it('shows who likes the member, with their photo, and leads to their profile', async () => {
    const { onOpenProfile, onClose } = await renderLikeModal();
    const dialog = screen.getByRole('dialog', { name: 'Sanne likes you!' });
    expect(dialog).toHaveAccessibleDescription("Take a look at their profile — maybe it's a match.");
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/photos/sanne_match.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'View profile' }));
    expect(onOpenProfile).toHaveBeenCalledWith(42);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the initial when the member has no photo', async () => {
    await renderLikeModal({ id: 7, name: 'Iris', photoUrl: null });
    const dialog = screen.getByRole('dialog', { name: 'Iris likes you!' });
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog).toHaveTextContent('I');
  });

  it.each([
    ['the close icon', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])('closes with %s', async (_how, close) => {
    const { onClose, onOpenProfile } = await renderLikeModal();
    await close();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onOpenProfile).not.toHaveBeenCalled();
  });

  it('closes with a tap outside it', async () => {
    const { onClose } = await renderLikeModal();
    // The backdrop covers the rest of the page.
    await userEvent.click(document.querySelector('.rdv-match-modal__backdrop') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
