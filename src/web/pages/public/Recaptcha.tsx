/**
 * reCAPTCHA v2 ("Não sou um robô") on the public pages (server: auth/recaptcha.ts).
 * `useRecaptcha()` reads `GET /v1/Recaptcha/config` once per page load; `<CaixaRecaptcha>` loads the
 * configured script (Google's `api.js`, explicit render, pt-BR) once and draws the checkbox, handing
 * the token to `aoMudar` (null when it expires). Sign-in shows it only after the server asks (the
 * `Recaptcha` field of a 400); registration shows it whenever it is on.
 */
import { useEffect, useRef, useState } from 'react';
import { apiData } from '../../providers/http.ts';
import type { components } from '../../../generated/openapi.d.ts';

export type ConfigRecaptcha = components['schemas']['RecaptchaConfig'];

interface Grecaptcha {
  ready(cb: () => void): void;
  render(
    el: HTMLElement,
    opts: { sitekey: string; callback: (t: string) => void; 'expired-callback': () => void; 'error-callback': () => void; hl?: string },
  ): number;
  reset(id?: number): void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let configPromessa: Promise<ConfigRecaptcha | null> | null = null;
let scriptPromessa: Promise<Grecaptcha> | null = null;

/** The server's reCAPTCHA settings (null while loading or when the call fails: treated as off). */
export function useRecaptcha(): ConfigRecaptcha | null {
  const [config, setConfig] = useState<ConfigRecaptcha | null>(null);
  useEffect(() => {
    let vivo = true;
    configPromessa ??= apiData<ConfigRecaptcha>('/v1/Recaptcha/config', { semAuth: true }).catch(() => null);
    void configPromessa.then((c) => vivo && setConfig(c));
    return () => {
      vivo = false;
    };
  }, []);
  return config;
}

function carregarScript(url: string): Promise<Grecaptcha> {
  scriptPromessa ??= new Promise<Grecaptcha>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = `${url}${url.includes('?') ? '&' : '?'}render=explicit&hl=pt-BR`;
    s.async = true;
    s.onerror = () => {
      scriptPromessa = null;
      reject(new Error('script'));
    };
    s.onload = () => {
      const g = window.grecaptcha;
      if (!g) return reject(new Error('grecaptcha'));
      g.ready(() => resolve(g));
    };
    document.head.appendChild(s);
  });
  return scriptPromessa;
}

/**
 * The checkbox. `versao` redraws it (after a failed submit the token is spent and must be redone).
 */
export function CaixaRecaptcha({ config, aoMudar, versao = 0 }: { config: ConfigRecaptcha; aoMudar: (token: string | null) => void; versao?: number }) {
  const caixa = useRef<HTMLDivElement>(null);
  const [falhou, setFalhou] = useState(false);
  const aoMudarRef = useRef(aoMudar);
  aoMudarRef.current = aoMudar;
  useEffect(() => {
    let vivo = true;
    const el = caixa.current;
    if (!el || !config.siteKey) return;
    el.innerHTML = '';
    aoMudarRef.current(null);
    const alvo = document.createElement('div');
    el.appendChild(alvo);
    carregarScript(config.scriptUrl)
      .then((g) => {
        if (!vivo) return;
        g.render(alvo, {
          sitekey: config.siteKey!,
          hl: 'pt-BR',
          callback: (t) => aoMudarRef.current(t),
          'expired-callback': () => aoMudarRef.current(null),
          'error-callback': () => aoMudarRef.current(null),
        });
      })
      .catch(() => vivo && setFalhou(true));
    return () => {
      vivo = false;
    };
  }, [config.siteKey, config.scriptUrl, versao]);
  return (
    // elementos simples: a caixa aparece na tela de entrar, que não leva o MUI
    <div style={{ margin: '16px 0' }} data-testid="recaptcha">
      <div ref={caixa} />
      {falhou && (
        <p role="alert" style={{ color: 'var(--erro, #F1416C)', fontSize: '0.875rem', margin: '8px 0 0' }}>
          Não foi possível carregar a verificação "Não sou um robô". Confira a conexão e recarregue a página.
        </p>
      )}
    </div>
  );
}

/** The checkbox when the server has reCAPTCHA on (reads the config itself; nothing while loading or off). */
export function RecaptchaSeAtivo({ aoMudar, versao = 0 }: { aoMudar: (token: string | null) => void; versao?: number }) {
  const config = useRecaptcha();
  if (!config?.ativo) return null;
  return <CaixaRecaptcha config={config} aoMudar={aoMudar} versao={versao} />;
}
