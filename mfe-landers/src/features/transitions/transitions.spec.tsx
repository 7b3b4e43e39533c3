import { screen, waitFor } from '@testing-library/react';
import { campaignOf, mockLanderApi, renderLanderAt, useLanderSettings } from '../../testing/landers';

describe('/landers/transitionsvideolanding', () => {
  beforeEach(useLanderSettings);

  it('shows the first photo as its poster, then plays the photos as a film, each slide after the last', async () => {
    mockLanderApi();
    const { container } = await renderLanderAt('/landers/transitionsvideolanding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your next date starts here' })).toBeInTheDocument();
    const slides = [...container.querySelectorAll<HTMLElement>('.rdv-film__slide')];
    expect(slides.map((slide) => slide.querySelector('img')?.getAttribute('src'))).toEqual([
      '/photos/1/full.jpg',
      '/photos/2/full.jpg',
      '/photos/3/full.jpg',
      '/photos/4/full.jpg',
    ]);
    expect(slides.map((slide) => slide.style.animationDelay)).toEqual(['0s', '5s', '10s', '15s']);
    await waitFor(() => expect(container.querySelector('.rdv-film')).toHaveClass('rdv-film--playing'));
    expect(container.querySelector<HTMLElement>('.rdv-film')?.style.getPropertyValue('--rdv-film-length')).toBe('20s');
  });

  it('keeps the poster still for a visitor who asked for less motion, and plays marketing’s images when set', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
    try {
      mockLanderApi({ campaign: campaignOf({ lander: 'transitionsvideolanding', images: ['/photos/c/1.jpg', '/photos/c/2.jpg'] }) });
      const { container } = await renderLanderAt('/landers/transitionsvideolanding/winter');
      await screen.findByRole('heading', { level: 1, name: 'Autumn singles' });
      expect([...container.querySelectorAll('.rdv-film__slide img')].map((img) => img.getAttribute('src'))).toEqual(['/photos/c/1.jpg', '/photos/c/2.jpg']);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(container.querySelector('.rdv-film')).not.toHaveClass('rdv-film--playing');
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
