import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaignTexts } from '../../components/campaign';
import { MemberName, photoOf } from '../../components/member-tile';
import { SignupCallToAction, useSignupModal } from '../../components/signup-call-to-action';
import type { LanderScreenProps } from '../../lib/lander-screen';

interface Light {
  x: number;
  y: number;
  r: number;
  speed: number;
  hue: number;
  phase: number;
}

/**
 * The moving background: soft lights rising through the dark, drawn on a canvas (no video file to
 * download). It starts after the page is up, stops while the tab is hidden, never runs for a visitor
 * who asked for less motion. Returns the function that stops it.
 */
export function playLights(canvas: HTMLCanvasElement): () => void {
  const context = canvas.getContext('2d');
  if (!context || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return () => undefined;
  const resize = () => {
    canvas.width = canvas.clientWidth;
    canvas.height = canvas.clientHeight;
  };
  resize();
  const lights: Light[] = Array.from({ length: 36 }, (_, index) => ({
    x: Math.random(),
    y: Math.random(),
    r: 8 + Math.random() * 36,
    speed: 0.00004 + Math.random() * 0.00008,
    hue: index % 3 === 0 ? 330 : index % 3 === 1 ? 280 : 20,
    phase: Math.random() * Math.PI * 2,
  }));
  let frame = 0;
  let last = performance.now();
  const draw = (now: number) => {
    const elapsed = now - last;
    last = now;
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.globalCompositeOperation = 'lighter';
    for (const light of lights) {
      light.y -= light.speed * elapsed;
      if (light.y < -0.1) light.y = 1.1;
      const x = (light.x + Math.sin(now / 2400 + light.phase) * 0.02) * canvas.width;
      const y = light.y * canvas.height;
      const glow = context.createRadialGradient(x, y, 0, x, y, light.r);
      glow.addColorStop(0, `hsla(${light.hue}, 90%, 65%, 0.55)`);
      glow.addColorStop(1, `hsla(${light.hue}, 90%, 65%, 0)`);
      context.fillStyle = glow;
      context.beginPath();
      context.arc(x, y, light.r, 0, Math.PI * 2);
      context.fill();
    }
    frame = requestAnimationFrame(draw);
  };
  const onVisibility = () => {
    cancelAnimationFrame(frame);
    if (!document.hidden) {
      last = performance.now();
      frame = requestAnimationFrame(draw);
    }
  };
  frame = requestAnimationFrame(draw);
  window.addEventListener('resize', resize);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', resize);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * /landers/video: a dark stage with moving lights behind the words, like a music video's opening;
 * a few members "live now" at the foot. The poster (gradient, or marketing's image) is the first paint.
 */
export function VideoLander({ data }: LanderScreenProps) {
  const { t } = useTranslation();
  const signup = useSignupModal();
  const texts = useCampaignTexts(data, 'video');
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => (canvas.current ? playLights(canvas.current) : undefined), []);
  return (
    <div className="rdv-video" style={texts.images[0] ? { backgroundImage: `url("${texts.images[0]}")` } : undefined}>
      <canvas ref={canvas} className="rdv-video__lights" aria-hidden="true" />
      <div className="rdv-video__stage">
        <p className="rdv-video__live">
          <span aria-hidden="true" /> {t('video.live')}
        </p>
        <h1>{texts.headline}</h1>
        <p className="rdv-video__text">{texts.text}</p>
        <SignupCallToAction signup={signup} label={texts.cta} className="rdv-button rdv-video__cta" />
      </div>
      {data.members.length > 0 && (
        <ul className="rdv-video__members" aria-label={t('video.members_label')}>
          {data.members.map((member) => (
            <li key={member.id}>
              <button type="button" onClick={signup.open}>
                <img src={photoOf(data.site, member)} alt="" width={64} height={64} loading="lazy" decoding="async" />
                <span>
                  <MemberName member={member} site={data.site} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {signup.modal}
    </div>
  );
}
