import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockLanderApi, renderLanderAt, useLanderSettings } from '../../testing/landers';
import { LANDER_INTERESTS } from './icons-lander';

describe('/landers/iconslanding', () => {
  beforeEach(useLanderSettings);

  it('shows the interest icons to pick, and answers a pick', async () => {
    mockLanderApi();
    await renderLanderAt('/landers/iconslanding');
    const grid = await screen.findByRole('list', { name: 'Interests' });
    const icons = within(grid).getAllByRole('button');
    expect(icons).toHaveLength(LANDER_INTERESTS.length);
    expect(icons[0]).toHaveTextContent('✈️Travelling');
    expect(screen.getByText('Pick one or more interests.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Music/ }));
    expect(screen.getByRole('button', { name: /Music/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Great choice! Members who like Music are waiting.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Music/ }));
    expect(screen.getByRole('button', { name: /Music/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows members beside the icons', async () => {
    mockLanderApi();
    await renderLanderAt('/landers/iconslanding/food');
    const members = await screen.findByRole('list', { name: 'Members with your interests' });
    expect(
      within(members)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Anna, 29', 'Sara, 29', 'Eva, 29', 'Lotte, 29']);
  });
});
