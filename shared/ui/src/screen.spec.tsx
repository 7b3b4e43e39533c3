import { render, screen } from '@testing-library/react';
import { Screen } from './screen';

describe('Screen', () => {
  it('titles the page with its heading', () => {
    render(<Screen title="Log in">form</Screen>);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(document.title).toBe('Log in');
  });

  it('puts title and content straight on the page without an area', () => {
    const { container } = render(<Screen title="Credits">offers</Screen>);
    expect(container.innerHTML).toBe('<section class="rdv-screen rdv-container"><h1>Credits</h1>offers</section>');
  });

  it('puts them on the area’s narrow card, or a card as wide as the page', () => {
    const { container, rerender } = render(
      <Screen area="rdv-signup" title="Sign up">
        form
      </Screen>,
    );
    expect(container.innerHTML).toBe(
      '<section class="rdv-screen rdv-container rdv-signup"><div class="rdv-card rdv-signup__card"><h1>Sign up</h1>form</div></section>',
    );
    rerender(
      <Screen area="rdv-account" title="Search" wide>
        grid
      </Screen>,
    );
    expect(container.innerHTML).toBe('<section class="rdv-screen rdv-container rdv-account"><div class="rdv-card"><h1>Search</h1>grid</div></section>');
  });
});
