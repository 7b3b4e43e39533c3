import { buildUser } from '@rendezvous/session-store/testing';
import type { UserProfile } from '@rendezvous/contracts';
import { activationReminder, showNotificationsDisabledAlert, photoAlert, showPushAlert } from './alert-rules';

const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: 5,
  name: 'Anna',
  country: 'NL',
  status: 'active',
  gender: 'female',
  age: 31,
  main_image: null,
  ...overrides,
});
const unconfirmed = buildUser({ status: 'not_confirmed', profile: profile({ status: 'disabled' }) });
const photo = { filename: 'a.jpg', thumb_filename: 'a_t.jpg', status: 'active', match: '' };

describe('activationReminder', () => {
  it('is an alert for an unconfirmed user with a disabled profile', () => {
    expect(activationReminder(unconfirmed, '', false)).toBe('alert');
    expect(activationReminder(unconfirmed, '?api_signup_complete=1', false)).toBe('alert');
  });

  it('is a modal with api_signup_complete in the query on a smartphone', () => {
    expect(activationReminder(unconfirmed, '?api_signup_complete', true)).toBe('modal');
    expect(activationReminder(unconfirmed, '', true)).toBe('alert');
  });

  it('is absent when notifications are disabled, the user is active or the profile is not disabled', () => {
    expect(activationReminder({ ...unconfirmed, notifications_disabled: ['bounce'] }, '', false)).toBeNull();
    expect(activationReminder({ ...unconfirmed, status: 'active' }, '', false)).toBeNull();
    expect(activationReminder({ ...unconfirmed, profile: profile() }, '', false)).toBeNull();
  });
});

describe('photoAlert', () => {
  it('asks for a photo while the profile has no main image, until dismissed; a dismissal one second old stays dismissed', () => {
    const user = buildUser({ profile: profile() });
    expect(photoAlert(user, null)).toBe('add');
    expect(photoAlert(user, new Date(Date.now() - 1000).toISOString())).toBeNull();
  });

  it('says the photo is being inspected until it is active, then goes', () => {
    expect(photoAlert(buildUser({ profile: profile({ main_image: { ...photo, status: 'being_inspected' } }) }), null)).toBe('inspecting');
    expect(photoAlert(buildUser({ profile: profile({ main_image: { ...photo, status: 'active' } }) }), null)).toBeNull();
  });
});

describe('showPushAlert', () => {
  it('shows only when push is possible and not yet answered, until dismissed', () => {
    expect(showPushAlert({ hasPushManager: true, permission: 'default' }, null)).toBe(true);
    expect(showPushAlert({ hasPushManager: true, permission: 'granted' }, null)).toBe(false);
    expect(showPushAlert({ hasPushManager: false, permission: 'default' }, null)).toBe(false);
    expect(showPushAlert({ hasPushManager: true, permission: 'default' }, new Date(Date.now() - 1000).toISOString())).toBe(false);
  });
});

describe('showNotificationsDisabledAlert', () => {
  it('follows notifications_disabled', () => {
    expect(showNotificationsDisabledAlert(buildUser({ notifications_disabled: ['fbl'] }))).toBe(true);
    expect(showNotificationsDisabledAlert(buildUser())).toBe(false);
  });
});
