import { usePathname } from '@rendezvous/remote-kit';
import { matchRoute } from '@rendezvous/route-table';
import { ErrorPage } from '@rendezvous/ui';
import { RemoteSlot } from './components/remote-slot';
import { DefaultLayout, LAYOUTS } from './layouts/layouts';
import { AutoLikeSlot, LikeModalSlot } from './likes-modals/likes-modals';
import { TimeBonusSlot } from './offers/offers';
import { TopProgressBar } from './progress/top-progress-bar';

/** Picks the layout for the current route and gives the owning remote its slot; unknown paths are 404. */
export function ShellApp() {
  const pathname = usePathname();
  const match = matchRoute(pathname);
  if (!match) {
    return (
      <DefaultLayout>
        <main id="main" className="rdv-main">
          <ErrorPage status={404} />
        </main>
      </DefaultLayout>
    );
  }
  const Layout = LAYOUTS[match.route.layout];
  return (
    <>
      <TopProgressBar />
      <Layout>
        <RemoteSlot />
      </Layout>
      <TimeBonusSlot />
      <LikeModalSlot />
      <AutoLikeSlot />
    </>
  );
}
