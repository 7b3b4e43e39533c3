import { screen, within } from '@testing-library/react';
import { mockLanderApi, renderLanderAt, useLanderSettings } from '../../testing/landers';
import { playLights } from './video-lander';

describe('/landers/video', () => {
  beforeEach(useLanderSettings);

  it('puts its words on a stage over the moving lights, with members live at the foot', async () => {
    mockLanderApi();
    const { container } = await renderLanderAt('/landers/video');
    expect(await screen.findByRole('heading', { level: 1, name: 'Turn the evening around' })).toBeInTheDocument();
    expect(screen.getByText('Live now')).toBeInTheDocument();
    expect(container.querySelector('canvas.rdv-video__lights')).toHaveAttribute('aria-hidden', 'true');
    const live = screen.getByRole('list', { name: 'Members online now' });
    expect(within(live).getAllByRole('button')).toHaveLength(4);
  });

  it('draws and stops its lights, and draws nothing for a visitor who asked for less motion', () => {
    const frames: FrameRequestCallback[] = [];
    const request = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const cancel = jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    const drawn: string[] = [];
    const context = new Proxy(
      {},
      {
        get: (_target, name) => (name === 'createRadialGradient' ? () => ({ addColorStop: () => undefined }) : () => drawn.push(String(name))),
        set: () => true,
      },
    );
    const canvas = { getContext: () => context, clientWidth: 300, clientHeight: 200, width: 0, height: 0 } as unknown as HTMLCanvasElement;
    const stop = playLights(canvas);
    expect(canvas.width).toBe(300);
    frames.shift()?.(16);
    expect(drawn).toContain('arc');
    stop();
    expect(cancel).toHaveBeenCalled();

    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') })) as unknown as typeof window.matchMedia;
    frames.length = 0;
    playLights(canvas);
    expect(frames).toHaveLength(0);
    window.matchMedia = matchMedia;
    request.mockRestore();
    cancel.mockRestore();
  });
});
