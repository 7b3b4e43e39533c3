import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitleOf, type LanderData } from '../lib/lander-data';

export interface CampaignTexts {
  headline: string;
  text: string;
  cta: string;
  /** marketing's images for the design (hero, poster, tiles); empty when it set none */
  images: string[];
}

/**
 * A design's words: marketing's campaign for this site, locale and slug where there is one, else the
 * design's own translated texts (`<design>.title`, `<design>.text`, `cta`). Sets the page's title.
 */
export function useCampaignTexts(data: LanderData, design: string, values: Record<string, unknown> = {}): CampaignTexts {
  const { t } = useTranslation();
  const campaign = data.campaign;
  const designTitle = t(`${design}.title`, values);
  const title = pageTitleOf(data, designTitle);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return {
    headline: campaign?.headline || designTitle,
    text: campaign?.text || t(`${design}.text`, values),
    cta: campaign?.cta || t('cta'),
    images: campaign?.images ?? [],
  };
}
