import type { LikesResponse, UserProfile } from '@rendezvous/contracts';
import { AUTO_LIKE_ASKED_KEY, autoLikeAsked, likeToShow, markAutoLikeAsked, readLikeModalDelay, toWidgetMember, urlWithout } from './likes-modal-rules';

const profile = (id: number, match: string | null = null): UserProfile => ({
  id,
  name: `Member ${id}`,
  country: 'NL',
  status: 'active',
  gender: 'female',
  age: 30,
  main_image: match ? { filename: `${id}.jpg`, thumb_filename: `${id}_t.jpg`, status: 'active', match } : null,
});

describe('the like modal rules', () => {
  it.each([
    ['?t=0', 0],
    ['?t=30', 30],
    ['?gender=female&t=3600', 3600],
    ['?t=3601', 'invalid'],
    ['?t=-5', 'invalid'],
    ['?t=1.5', 'invalid'],
    ['?t=abc', 'invalid'],
    ['?t=', 'invalid'],
    ['?t=1e3', 'invalid'],
    ['?gender=female', null],
    ['', null],
  ])('reads %s as %s', (search, delay) => {
    expect(readLikeModalDelay(search)).toBe(delay);
  });

  it('takes one parameter out of a URL and keeps the path, the other parameters and the hash', () => {
    expect(urlWithout('t', { pathname: '/members', search: '?gender=female&t=30&country=NL', hash: '#top' })).toBe('/members?gender=female&country=NL#top');
    expect(urlWithout('t', { pathname: '/likes', search: '?t=30', hash: '' })).toBe('/likes');
  });

  it('shows the newest like that is still new, else the newest, else nobody', () => {
    const profiles = [profile(5), profile(6), profile(7)];
    expect(
      likeToShow({
        likes: [],
        liked_by: [
          { id: 5, like_new: false },
          { id: 6, like_new: true },
          { id: 7, like_new: true },
        ],
        profiles,
      })?.id,
    ).toBe(6);
    expect(
      likeToShow({
        likes: [],
        liked_by: [
          { id: 7, like_new: false },
          { id: 5, like_new: false },
        ],
        profiles,
      })?.id,
    ).toBe(7);
    expect(likeToShow({ likes: [5], liked_by: [], profiles } satisfies LikesResponse)).toBeNull();
  });

  it("gives a widget the profile's match photo as it is", () => {
    expect(toWidgetMember(profile(5, '/photos/5_match.jpg'))).toEqual({ id: 5, name: 'Member 5', photoUrl: '/photos/5_match.jpg' });
    expect(toWidgetMember(profile(6)).photoUrl).toBeNull();
  });

  it('remembers for the browser session that auto-like was asked, and counts unreadable storage as asked', () => {
    window.sessionStorage.clear();
    expect(autoLikeAsked()).toBe(false);
    markAutoLikeAsked();
    expect(autoLikeAsked()).toBe(true);
    expect(window.sessionStorage.getItem(AUTO_LIKE_ASKED_KEY)).not.toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(autoLikeAsked(broken)).toBe(true);
    window.sessionStorage.clear();
  });
});
