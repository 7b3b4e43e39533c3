import { GIFT_CATALOGUE, type GiftId } from '@rendezvous/contracts';
import { useTranslation } from 'react-i18next';
import { GiftImage } from './gift-images';

/** The catalogue as a grid of buttons: picture, name and price. */
export function GiftGrid({ cost, disabled, onPick }: { cost: number | null; disabled?: boolean; onPick: (gift: GiftId) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="rdv-gift-grid">
      {GIFT_CATALOGUE.map((gift) => (
        <li key={gift}>
          <button type="button" className="rdv-gift-grid__gift" disabled={disabled} onClick={() => onPick(gift)}>
            <GiftImage gift={gift} size={56} />
            <span className="rdv-gift-grid__name">{t(`gifts.${gift}`)}</span>
            {cost !== null && <span className="rdv-gift-grid__cost">{t('gifts.cost', { count: cost })}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
