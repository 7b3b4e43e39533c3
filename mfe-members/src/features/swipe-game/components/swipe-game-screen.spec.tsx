import type { MemberCard, SwipeAnswer, SwipeDeal } from '@rendezvous/contracts';
import { sessionStore } from '@rendezvous/session-store';
import { buildUser } from '@rendezvous/session-store/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, envelope, mockApi } from '../../../testing/api-mock';
import { logInMember, renderMembersAt } from '../../../testing/render';

beforeEach(logInMember);

const card = (id: number, name: string): MemberCard => ({
  id,
  name,
  age: 30,
  gender: 'female',
  country: 'NL',
  region: null,
  city: 'Utrecht',
  main_image: null,
  online: false,
  premium: false,
  fictional: false,
});

describe('/swipe-game', () => {
  // Issue 31: the deck dealt the other gender whatever the member's sexuality.
  it.each([
    ['a gay woman', 'female', 'gay', 'female'],
    ['a gay man', 'male', 'gay', 'male'],
    ['a hetero man', 'male', 'hetero', 'female'],
    ['a bi woman (both genders)', 'female', 'bi', null],
  ] as const)('deals whom %s looks for', async (_who, gender, sexuality, dealt) => {
    act(() =>
      sessionStore
        .getState()
        .setUser(buildUser({ profile: { id: 1001, name: 'Kim', country: 'NL', status: 'active', gender, sexuality, age: 30, main_image: null } })),
    );
    const asked: URL[] = [];
    mockApi({
      'GET /api/members/swipe-cards': (_body, url) => {
        asked.push(url);
        return answer(200, { cards: [card(1, 'Anna')], likesLeft: 4, nextLikeAt: null } satisfies SwipeDeal);
      },
    });
    await renderMembersAt('/swipe-game');
    expect(await screen.findByRole('article', { name: 'Anna, 30' })).toBeInTheDocument();
    expect(asked.map((url) => url.searchParams.get('gender'))).toEqual([dealt]);
  });

  it('likes with the right arrow and passes with the button, one card after the other', async () => {
    let likesLeft = 4;
    const api = mockApi({
      'GET /api/members/swipe-cards': () =>
        answer(200, { cards: [card(1, 'Anna'), card(2, 'Bea'), card(3, 'Cleo')], likesLeft, nextLikeAt: null } satisfies SwipeDeal),
      'POST /api/members/1/swipe': () => answer(200, { match: true, likesLeft: (likesLeft -= 1), nextLikeAt: null } satisfies SwipeAnswer),
      'POST /api/members/2/swipe': () => answer(200, { match: false, likesLeft, nextLikeAt: null } satisfies SwipeAnswer),
    });
    await renderMembersAt('/swipe-game');
    expect(await screen.findByRole('article', { name: 'Anna, 30' })).toBeInTheDocument();
    expect(screen.getByText('4 likes left today')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    const modal = await screen.findByRole('dialog', { name: "It's a Match" });
    expect(modal).toHaveTextContent('New like!');
    expect(screen.getByText('3 likes left today')).toBeInTheDocument();
    // Keys do nothing behind the modal; closing it shows the next card.
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('article', { name: 'Bea, 30' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByRole('article', { name: 'Cleo, 30' })).toBeInTheDocument();
    expect(api.bodyOf('POST /api/members/1/swipe')).toEqual({ like: true });
    expect(api.bodyOf('POST /api/members/2/swipe')).toEqual({ like: false });
  });

  it('says when the next like is possible once the 4 are used, and still lets the member pass', async () => {
    mockApi({
      'GET /api/members/swipe-cards': () => answer(200, { cards: [card(1, 'Anna')], likesLeft: 0, nextLikeAt: '2026-11-25T09:30:00.000Z' } satisfies SwipeDeal),
    });
    await renderMembersAt('/swipe-game');
    expect(await screen.findByText(/^No likes left for now: your next like is possible /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pass' })).toBeEnabled();
  });

  it("shows the server's refusal when the limit was reached on another device", async () => {
    const message = 'You have used your 4 likes of the swipe game for today. Your next like is possible at 09:30 UTC.';
    mockApi({
      'GET /api/members/swipe-cards': () => answer(200, { cards: [card(1, 'Anna')], likesLeft: 1, nextLikeAt: null } satisfies SwipeDeal),
      'POST /api/members/1/swipe': () => envelope(429, 'MEMBER.SWIPE_LIMIT', message),
    });
    await renderMembersAt('/swipe-game');
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
