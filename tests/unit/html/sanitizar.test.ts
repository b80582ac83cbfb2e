/**
 * Saneamento do HTML de texto rico (src/server/html/sanitizar.ts): o que o editor produz passa,
 * cor e tamanho seguem as mesmas regras e mensagens do editor (SPEC §8, src/domain/editorTexto.ts),
 * e vetores de XSS conhecidos não sobrevivem.
 */
import { describe, expect, it } from 'vitest';
import { indiceDeBusca, sanitizarHtml, textoDoHtml } from '../../../src/server/html/sanitizar.ts';
import { normalizarCor, normalizarTamanho, validarCor, validarTamanho } from '../../../src/domain/editorTexto.ts';

describe('sanitizarHtml', () => {
  it('cor: mantida (normalizada) exatamente quando o editor a aceita', () => {
    for (const v of ['#fff', '#1971C2', 'rgb(25, 118, 210)', 'rgb(256, 0, 0)', 'red', 'expression(alert(1))', '#12345', 'url(x)']) {
      const html = sanitizarHtml(`<p><span style="color: ${v}">x</span></p>`);
      if (validarCor(v) === null) expect(html, v).toBe(`<p><span style="color:${normalizarCor(v)}">x</span></p>`);
      else expect(html, v).toBe('<p><span>x</span></p>');
    }
  });

  it('tamanho: mantido (normalizado) exatamente quando o editor o aceita', () => {
    for (const v of ['16px', '8px', '96px', '97px', '7px', '1.5em', '0.5rem', '6em', '7em', '0.4em', '16', '-2px', '10vw']) {
      const html = sanitizarHtml(`<p><span style="font-size: ${v}">x</span></p>`);
      if (validarTamanho(v) === null) expect(html, v).toBe(`<p><span style="font-size:${normalizarTamanho(v)}">x</span></p>`);
      else expect(html, v).toBe('<p><span>x</span></p>');
    }
  });

  it('o HTML do editor passa como está (alinhamento, lista numerada, imagem enviada, YouTube, link)', () => {
    const uuid = '3f2c1d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f';
    expect(sanitizarHtml('<h3 style="text-align: right;">T</h3>')).toBe('<h3 style="text-align:right">T</h3>');
    expect(sanitizarHtml('<ol start="4"><li><p>a</p></li></ol>')).toBe('<ol start="4"><li><p>a</p></li></ol>');
    expect(sanitizarHtml('<ol start="0"><li><p>a</p></li></ol>')).toBe('<ol><li><p>a</p></li></ol>');
    expect(sanitizarHtml(`<img src="/v1/ajudaUpload/${uuid}" alt="Tela">`)).toBe(`<img src="/v1/ajudaUpload/${uuid}" alt="Tela" />`);
    expect(
      sanitizarHtml(
        '<div data-youtube-video=""><iframe width="640" height="360" allowfullscreen="true" autoplay="false" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=1" start="0"></iframe></div>',
      ),
    ).toBe(
      '<div data-youtube-video><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=1" width="640" height="360" allowfullscreen="true"></iframe></div>',
    );
    expect(sanitizarHtml('<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.nfe.fazenda.gov.br">portal</a></p>')).toBe(
      '<p><a rel="noopener noreferrer nofollow" href="https://www.nfe.fazenda.gov.br" target="_blank">portal</a></p>',
    );
  });

  it('remove vetores de XSS', () => {
    const casos = [
      '<p><a href="JaVaScRiPt:alert(1)">x</a></p>',
      '<p><a href="//evil.example/x">x</a></p>',
      '<img src="data:image/png;base64,AAAA">',
      '<img src="http://exemplo.com/a.png">',
      '<img src="/v1/outra/rota">',
      '<div data-youtube-video=""><iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe></div>',
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" srcdoc="<script>alert(1)</script>" onload="alert(1)"></iframe>',
      '<p onclick="alert(1)" style="background:url(javascript:alert(1))">x</p>',
      '<svg><script>alert(1)</script></svg>',
      '<style>body{display:none}</style><p>x</p>',
      '<form action="https://evil.example"><input name="senha"></form>',
    ];
    for (const c of casos) {
      const h = sanitizarHtml(c);
      for (const proibido of [
        'javascript',
        'evil.example',
        'data:',
        'onclick',
        'onload',
        'srcdoc',
        '<script',
        '<style',
        '<svg',
        '<form',
        '<input',
        'background',
        '/v1/outra',
        '//evil',
        'http://',
      ]) {
        expect(h.toLowerCase(), `${c} -> ${h}`).not.toContain(proibido);
      }
    }
  });

  it('campo sem mídia (mensagem de ticket): sem imagem nem vídeo; texto puro vira parágrafos', () => {
    const uuid = '3f2c1d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f';
    expect(
      sanitizarHtml(
        `<p>Veja<img src="https://rastreio.example/p.png"><img src="/v1/ajudaUpload/${uuid}"></p><div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe></div>`,
        { midia: false },
      ),
    ).toBe('<p>Veja</p>');
    expect(sanitizarHtml('<p><img src="https://x.example/a.png"></p>', { midia: false })).toBe('');
    expect(sanitizarHtml('1 < 2 & 3\nsegunda linha\n\nnovo parágrafo')).toBe('<p>1 &lt; 2 &amp; 3<br />segunda linha</p><p>novo parágrafo</p>');
  });

  it('conteúdo sem texto, imagem nem vídeo vira vazio', () => {
    expect(sanitizarHtml('<p></p><p> </p><script>x</script>')).toBe('');
    expect(sanitizarHtml('<p>&nbsp;</p>')).toBe('');
  });
});

describe('índice de busca', () => {
  it('texto puro com entidades decodificadas e sem acento/caixa', () => {
    expect(textoDoHtml('<h2>Baixa</h2><p>de <strong>títulos</strong> &amp; contas</p>')).toBe('Baixa de títulos & contas');
    expect(indiceDeBusca('Emissão', null, 'NF-e, SEFAZ', '<p>Contingência <em>SVC</em></p>')).toBe('emissao nf-e, sefaz contingencia svc');
  });
});
