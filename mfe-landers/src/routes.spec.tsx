import { findCatalogueProblems, i18n, initI18n, addNamespace } from '@rendezvous/i18n';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { NAMESPACE, RESOURCES } from './locales';
import { AppRoutes } from './routes';

beforeAll(async () => {
  await initI18n('en');
  addNamespace(NAMESPACE, RESOURCES);
});

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
      <AppRoutes />
    </I18nextProvider>,
  );
}

describe('mfe-landers routes', () => {
  it.each([
    ['/', 'Meet singles near you'],
    ['/landers/tinderswipe', 'Swipe and meet'],
    ['/landers/gallery/summer', 'Find someone special tonight'],
    ['/members/42/landing', 'Someone wants to meet you'],
    ['/members/42/signup', 'Someone wants to meet you'],
    ['/members/42/landing2/summer', 'Someone wants to meet you'],
    ['/members/42/landing3/summer', 'Someone wants to meet you'],
  ])('renders %s with the title %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('has its landers namespace translated in every locale', () => {
    expect(findCatalogueProblems(RESOURCES)).toEqual([]);
  });
});
