import { demoSeedOnBoot } from '@rendezvous/nest-kit';
import { avatarSvg, demoLikes, demoPeople, isFictionalDemoMember, PREMIUM_DEMO_ACCOUNT_ID, type DemoLike, type DemoPerson } from '@rendezvous/demo-data';
import { DataSource } from 'typeorm';
import { MEMBERS_CONFIG, type MembersConfig } from '../config';
import { Like } from '../likes/like.entity';
import { Photo } from '../common/photo.entity';
import type { PhotoStorage } from '@rendezvous/nest-kit/photos';
import { photoStorageFor } from '../photos/storage/photo-storage.provider';
import { Profile } from '../common/profile.entity';

export interface MembersSeedResult {
  profilesAdded: number;
  photosAdded: number;
  likesAdded: number;
  filesWritten: number;
}

/**
 * Writes the avatar files that are missing. Runs before the rows are added, so a photo row never
 * points at a file that is not there yet; it also restores files when the photo storage was emptied.
 */
export async function writeDemoAvatars(storage: PhotoStorage, people: readonly DemoPerson[]): Promise<number> {
  let written = 0;
  for (const person of people) {
    const { photo } = person.profile;
    if (!photo) continue;
    if (await storage.writeIfMissing(photo.filename, avatarSvg(person, 'main'))) written += 1;
    if (await storage.writeIfMissing(photo.thumbFilename, avatarSvg(person, 'thumb'))) written += 1;
  }
  return written;
}

/**
 * A demo member's last visit, spread over the three days before seeding, the same for every seed:
 * about one in fifteen is online right after `npm start`, and search order by activity is visible.
 */
export function demoLastSeen(id: number, seededAt: number): Date {
  const minutesAgo = id % 15 === 0 ? id % 5 : (id * 7_919) % (3 * 24 * 60);
  return new Date(seededAt - minutesAgo * 60_000);
}

/**
 * Adds the demo profiles that are missing and, for those only, their main photo, then the demo likes
 * that are missing (between people of this set); one transaction. Existing rows are never touched,
 * so a second run changes nothing and testers' edits (a like seen since) survive.
 */
export async function seedDemoProfiles(
  dataSource: DataSource,
  storage: PhotoStorage,
  people: readonly DemoPerson[] = demoPeople(),
  likes: readonly DemoLike[] = demoLikes(),
): Promise<MembersSeedResult> {
  const filesWritten = await writeDemoAvatars(storage, people);
  const seededAt = Date.now();
  return dataSource.transaction(async (manager) => {
    // Replicas booting together seed one after the other instead of racing.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['seed:members']);
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(Profile)
      .values(
        people.map(({ id, account, profile }) => ({
          id,
          name: profile.name,
          gender: profile.gender,
          sexuality: profile.sexuality,
          birthDate: profile.birthDate,
          country: profile.country,
          region: profile.region,
          city: profile.city,
          aboutMe: profile.aboutMe,
          reason: profile.reason,
          tattoos: profile.tattoos,
          hairColour: profile.hairColour,
          eyeColour: profile.eyeColour,
          bodyType: profile.bodyType,
          relationshipStatus: profile.relationshipStatus,
          interests: [...profile.interests],
          status: 'active' as const,
          invisible: false,
          lastSeenAt: demoLastSeen(id, seededAt),
          // payments' demo orders make this account premium; members keeps that fact as a read model
          premium: id === PREMIUM_DEMO_ACCOUNT_ID,
          fictional: isFictionalDemoMember(id),
          createdAt: new Date(account.createdAt),
        })),
      )
      .orIgnore()
      .returning(['id'])
      .execute();
    const added = new Set((result.raw as { id: string }[]).map((row) => Number(row.id)));

    const photos = people.flatMap(({ id, account, profile: { photo } }) =>
      added.has(id) && photo
        ? [
            {
              profileId: id,
              filename: photo.filename,
              thumbFilename: photo.thumbFilename,
              // Generated squares: the main size serves the match modal too; never locked (a main photo), so never blurred.
              matchFilename: photo.filename,
              blurredFilename: photo.thumbFilename,
              // Generated pictures need no inspection.
              status: 'active' as const,
              isMain: true,
              createdAt: new Date(account.createdAt),
            },
          ]
        : [],
    );
    if (photos.length > 0) await manager.createQueryBuilder().insert().into(Photo).values(photos).execute();

    const ids = new Set(people.map(({ id }) => id));
    const likeRows = likes
      .filter(({ likerId, likedId }) => ids.has(likerId) && ids.has(likedId))
      // Demo likes were never news: nobody is mailed about them.
      .map(({ likerId, likedId, createdAt, seenAt }) => ({
        likerId,
        likedId,
        createdAt: new Date(createdAt),
        seenAt: seenAt ? new Date(seenAt) : null,
        mailedAt: new Date(createdAt),
      }));
    const likesAdded =
      likeRows.length === 0
        ? 0
        : ((await manager.createQueryBuilder().insert().into(Like).values(likeRows).orIgnore().returning(['liker_id']).execute()).raw as unknown[]).length;
    return { profilesAdded: added.size, photosAdded: photos.length, likesAdded, filesWritten };
  });
}

/** Seeds the demo data at start when SEED_DEMO_DATA is on (npm start); a second start adds nothing. */
export const DemoSeed = demoSeedOnBoot<MembersConfig>(MEMBERS_CONFIG, async (dataSource, config) => {
  const { profilesAdded, photosAdded, likesAdded, filesWritten } = await seedDemoProfiles(dataSource, photoStorageFor(config));
  return `${profilesAdded} profiles, ${photosAdded} photos, ${likesAdded} likes and ${filesWritten} photo files added`;
});
