/**
 * Campos de endereço (`x-url`, src/domain/url.ts): o que vira href/src. `link` só http(s) com host;
 * `imagem` também data:image em base64 e caminho do servidor. Tudo o que executa ou engana
 * (javascript:, data:text/html, vbscript:, file:, //host, espaços e controles no meio) é recusado.
 */
import { describe, expect, it } from 'vitest';
import { urlPermitida, urlSegura } from '../../../src/domain/url.ts';

describe('urlPermitida', () => {
  it('link: http(s) com host', () => {
    for (const v of ['https://parceiro.com.br', 'http://exemplo.com:8080/x?y=1#z', ' https://a.b ', 'HTTPS://EXEMPLO.COM'])
      expect(urlPermitida(v, 'link'), v).toBe(true);
    for (const v of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//malicioso.example',
      'https://',
      'https:///x',
      'https://a b.com',
      'parceiro.com.br',
      '/caminho',
      'data:image/png;base64,iVBORw0KGgo=',
      '',
    ])
      expect(urlPermitida(v, 'link'), v).toBe(false);
  });

  it('imagem: http(s), data:image em base64 e caminho do servidor', () => {
    for (const v of ['https://cdn.exemplo.com/l.png', 'data:image/png;base64,iVBORw0KGgo=', 'data:image/svg+xml;base64,PHN2Zy8+', '/logo.svg'])
      expect(urlPermitida(v, 'imagem'), v).toBe(true);
    for (const v of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//x.com/a.png',
      '/\\x.com',
      'blob:https://a/b',
    ])
      expect(urlPermitida(v, 'imagem'), v).toBe(false);
  });

  it('urlSegura devolve o valor aparado ou null', () => {
    expect(urlSegura(' https://a.com ', 'link')).toBe('https://a.com');
    expect(urlSegura('javascript:alert(1)', 'link')).toBeNull();
    expect(urlSegura(null, 'imagem')).toBeNull();
  });
});
