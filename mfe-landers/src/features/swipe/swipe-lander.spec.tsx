import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockLanderApi, renderLanderAt, teaserMember, useLanderSettings, withFakeSignupModal } from '../../testing/landers';

const card = () => screen.getByRole('group');

// jsdom has no PointerEvent: without it the drags below would lose their clientX.
beforeAll(() => {
  if (!window.PointerEvent) {
    class PointerEvent extends MouseEvent {
      pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
      }
    }
    window.PointerEvent = PointerEvent as unknown as typeof window.PointerEvent;
  }
});

describe('/landers/tinderswipe', () => {
  beforeEach(useLanderSettings);

  it('shows one member at a time: Nope, a left swipe or the left arrow brings the next', async () => {
    mockLanderApi({ members: [teaserMember(1, 'Anna'), teaserMember(2, 'Sara'), teaserMember(3, 'Eva'), teaserMember(4, 'Lotte')] });
    await renderLanderAt('/landers/tinderswipe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Swipe and meet' })).toBeInTheDocument();
    expect(card()).toHaveAccessibleName('Anna, 29');
    await userEvent.click(screen.getByRole('button', { name: /Nope/ }));
    expect(card()).toHaveAccessibleName('Sara, 29');

    fireEvent.pointerDown(card(), { clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(card(), { clientX: 60, pointerId: 1 });
    expect(card()).toHaveTextContent('Nope');
    fireEvent.pointerUp(card(), { clientX: 60, pointerId: 1 });
    expect(card()).toHaveAccessibleName('Eva, 29');

    // a short drag is not a swipe: the card springs back
    fireEvent.pointerDown(card(), { clientX: 200, pointerId: 1 });
    fireEvent.pointerMove(card(), { clientX: 170, pointerId: 1 });
    fireEvent.pointerUp(card(), { clientX: 170, pointerId: 1 });
    expect(card()).toHaveAccessibleName('Eva, 29');
    expect(card().style.transform).toBe('translateX(0px) rotate(0deg)');

    card().focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(card()).toHaveAccessibleName('Lotte, 29');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText(/You have seen everyone nearby/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
  });

  it('opens signup on a like: the button, a right swipe or the right arrow', async () => {
    mockLanderApi();
    const signup = withFakeSignupModal();
    try {
      await renderLanderAt('/landers/tinderswipe');
      await screen.findByRole('group');
      fireEvent.pointerDown(card(), { clientX: 100, pointerId: 1 });
      fireEvent.pointerMove(card(), { clientX: 260, pointerId: 1 });
      fireEvent.pointerUp(card(), { clientX: 260, pointerId: 1 });
      await userEvent.click(await screen.findByRole('button', { name: 'close the signup modal' }));
      // the liked member stays on top after the modal closes
      expect(card()).toHaveAccessibleName('Anna, 29');
      await userEvent.click(screen.getByRole('button', { name: /Like/ }));
      expect(await screen.findByRole('button', { name: 'close the signup modal' })).toBeInTheDocument();
    } finally {
      signup.restore();
    }
  });
});
