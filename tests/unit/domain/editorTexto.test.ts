import { describe, expect, it } from 'vitest';
import {
  CORES_PADRAO,
  MENSAGENS_EDITOR,
  TAMANHOS_FONTE,
  localizarOcorrencias,
  normalizarCor,
  normalizarTamanho,
  normalizarUrlImagem,
  normalizarUrlLink,
  urlDeMidia,
  validarCor,
  validarInicioLista,
  validarTamanho,
  validarTextoBusca,
  validarUrl,
} from '../../../src/domain/editorTexto.ts';

describe('mensagens do editor de texto (SPEC §8)', () => {
  it('textos exatos', () => {
    expect(MENSAGENS_EDITOR).toEqual({
      textoBuscaVazio: 'O texto a localizar não pode ser vazio.',
      urlVazia: 'A URL não pode ser vazia.',
      midiaNaoSuportada: 'URL de mídia não suportada.',
      inicioListaInvalido: 'O número inicial deve ser maior que 0.',
      corInvalida: 'Cor inválida.',
      tamanhoInvalido: 'Valor de tamanho inválido.',
      urlInvalida: 'URL inválida.',
    });
  });

  it('paleta e tamanhos são válidos', () => {
    expect(CORES_PADRAO.length).toBeGreaterThanOrEqual(10);
    for (const c of CORES_PADRAO) expect(normalizarCor(c)).toBe(c);
    for (const t of TAMANHOS_FONTE) expect(normalizarTamanho(t)).toBe(t);
  });
});

describe('validarTextoBusca', () => {
  it('vazio ou só espaços', () => {
    for (const v of ['', '   ', '\t\n', null, undefined]) expect(validarTextoBusca(v)).toBe('O texto a localizar não pode ser vazio.');
  });
  it('com texto', () => {
    expect(validarTextoBusca('nota')).toBeNull();
    expect(validarTextoBusca(' a ')).toBeNull();
  });
});

describe('validarUrl / normalizarUrlLink / normalizarUrlImagem', () => {
  it('URL vazia', () => {
    for (const v of ['', '  ', null, undefined]) expect(validarUrl(v)).toBe('A URL não pode ser vazia.');
    expect(validarUrl('https://a.com')).toBeNull();
  });

  it('aceita http, https, mailto, tel e caminhos relativos', () => {
    expect(normalizarUrlLink('https://exemplo.com.br/a?b=1#c')).toBe('https://exemplo.com.br/a?b=1#c');
    expect(normalizarUrlLink('HTTP://exemplo.com')).toBe('HTTP://exemplo.com');
    expect(normalizarUrlLink(' mailto:suporte@exemplo.com ')).toBe('mailto:suporte@exemplo.com');
    expect(normalizarUrlLink('tel:+5511999990000')).toBe('tel:+5511999990000');
    expect(normalizarUrlLink('/erp/ajuda/artigo-1')).toBe('/erp/ajuda/artigo-1');
  });

  it('acrescenta https:// quando não há esquema', () => {
    expect(normalizarUrlLink('exemplo.com.br')).toBe('https://exemplo.com.br');
    expect(normalizarUrlLink('www.exemplo.com/x?y=1')).toBe('https://www.exemplo.com/x?y=1');
    expect(normalizarUrlLink('localhost:3000/ajuda')).toBe('https://localhost:3000/ajuda');
    expect(normalizarUrlLink('//cdn.exemplo.com/a.png')).toBe('https://cdn.exemplo.com/a.png');
    expect(normalizarUrlLink('ação.com.br')).toBe('https://ação.com.br');
  });

  it('recusa esquemas perigosos ou desconhecidos e textos malformados', () => {
    for (const v of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://x.com',
      'http://',
      'https:/x',
      'mailto:',
      'tel:',
      'a b.com',
      '#ancora',
      '?q=1',
      '',
      '   ',
      null,
    ]) {
      expect(normalizarUrlLink(v), String(v)).toBeNull();
    }
  });

  it('imagem: só http(s) e relativo', () => {
    expect(normalizarUrlImagem('https://cdn.exemplo.com/a.png')).toBe('https://cdn.exemplo.com/a.png');
    expect(normalizarUrlImagem('cdn.exemplo.com/a.png')).toBe('https://cdn.exemplo.com/a.png');
    expect(normalizarUrlImagem('/arquivos/a.png')).toBe('/arquivos/a.png');
    expect(normalizarUrlImagem('mailto:a@b.com')).toBeNull();
    expect(normalizarUrlImagem('data:image/png;base64,AAAA')).toBeNull();
    expect(normalizarUrlImagem('javascript:alert(1)')).toBeNull();
  });
});

describe('urlDeMidia', () => {
  const ID = 'dQw4w9WgXcQ';
  const ok = { ok: true, tipo: 'youtube', id: ID, embed: `https://www.youtube-nocookie.com/embed/${ID}` };

  it('formas aceitas do YouTube', () => {
    for (const url of [
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?v=${ID}&t=42s`,
      `youtube.com/watch?feature=share&v=${ID}`,
      `https://m.youtube.com/watch?v=${ID}`,
      `http://youtu.be/${ID}`,
      `youtu.be/${ID}?si=abc`,
      `https://www.youtube.com/embed/${ID}`,
      `https://youtube.com/shorts/${ID}`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
      `  //www.youtube.com/watch?v=${ID}  `,
    ]) {
      expect(urlDeMidia(url), url).toEqual(ok);
    }
    expect(urlDeMidia('https://youtu.be/a-b_C1234yz')).toMatchObject({ ok: true, id: 'a-b_C1234yz' });
  });

  it('URL vazia', () => {
    expect(urlDeMidia('')).toEqual({ ok: false, mensagem: 'A URL não pode ser vazia.' });
    expect(urlDeMidia('   ')).toEqual({ ok: false, mensagem: 'A URL não pode ser vazia.' });
    expect(urlDeMidia(null)).toEqual({ ok: false, mensagem: 'A URL não pode ser vazia.' });
  });

  it('mídias não suportadas', () => {
    for (const url of [
      'https://vimeo.com/123456',
      'https://exemplo.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=curto',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQx',
      'https://www.youtube.com/watch',
      'https://www.youtube.com/channel/UC123',
      'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'ftp://youtu.be/dQw4w9WgXcQ',
      'não é url',
    ]) {
      expect(urlDeMidia(url), url).toEqual({ ok: false, mensagem: 'URL de mídia não suportada.' });
    }
  });
});

describe('validarInicioLista', () => {
  it('inteiros de 1 a 9999', () => {
    for (const v of [1, 2, 9999, '1', ' 42 ']) expect(validarInicioLista(v), String(v)).toBeNull();
  });
  it('demais valores', () => {
    for (const v of [0, -1, 1.5, 10000, NaN, Infinity, '', '0', '-3', '1.5', 'abc', '1e3', null, undefined]) {
      expect(validarInicioLista(v), String(v)).toBe('O número inicial deve ser maior que 0.');
    }
  });
});

describe('validarCor / normalizarCor', () => {
  it('formatos aceitos', () => {
    expect(normalizarCor('#F00')).toBe('#ff0000');
    expect(normalizarCor('#1976D2')).toBe('#1976d2');
    expect(normalizarCor(' #abcdef ')).toBe('#abcdef');
    expect(normalizarCor('rgb(25, 118, 210)')).toBe('#1976d2');
    expect(normalizarCor('RGB(0,0,0)')).toBe('#000000');
    expect(normalizarCor('rgb( 255 , 255 , 255 )')).toBe('#ffffff');
    expect(validarCor('#000')).toBeNull();
  });
  it('inválidas', () => {
    for (const v of [
      '',
      'red',
      '#ff',
      '#ffff',
      '#gggggg',
      '#1234567',
      'ff0000',
      'rgb(256, 0, 0)',
      'rgb(1,2)',
      'rgba(1,2,3,0.5)',
      'rgb(-1,0,0)',
      'rgb(1.5,0,0)',
      null,
    ]) {
      expect(normalizarCor(v), String(v)).toBeNull();
      expect(validarCor(v), String(v)).toBe('Cor inválida.');
    }
  });
});

describe('validarTamanho / normalizarTamanho', () => {
  it('valores aceitos', () => {
    expect(normalizarTamanho(16)).toBe('16px');
    expect(normalizarTamanho('16')).toBe('16px');
    expect(normalizarTamanho('16px')).toBe('16px');
    expect(normalizarTamanho(' 18 PX ')).toBe('18px');
    expect(normalizarTamanho('1.5em')).toBe('1.5em');
    expect(normalizarTamanho('1,25rem')).toBe('1.25rem');
    expect(normalizarTamanho('.5em')).toBe('0.5em');
    expect(normalizarTamanho('8px')).toBe('8px');
    expect(normalizarTamanho('96')).toBe('96px');
    expect(normalizarTamanho('6rem')).toBe('6rem');
    expect(normalizarTamanho('12.50px')).toBe('12.5px');
    expect(validarTamanho('14px')).toBeNull();
  });
  it('inválidos ou fora da faixa', () => {
    for (const v of ['', 'abc', '7px', '97', 0, -16, NaN, '0.4em', '7rem', '16pt', '10%', '1.5.2em', 'px', '16 px x', null]) {
      expect(normalizarTamanho(v), String(v)).toBeNull();
      expect(validarTamanho(v), String(v)).toBe('Valor de tamanho inválido.');
    }
  });
});

describe('localizarOcorrencias', () => {
  it('sem diferenciar maiúsculas (pt-BR)', () => {
    expect(localizarOcorrencias('Ação, AÇÃO e ação', 'ação')).toEqual([
      { inicio: 0, fim: 4 },
      { inicio: 6, fim: 10 },
      { inicio: 13, fim: 17 },
    ]);
  });
  it('diferenciando maiúsculas', () => {
    expect(localizarOcorrencias('Nota nota NOTA', 'nota', true)).toEqual([{ inicio: 5, fim: 9 }]);
  });
  it('sem sobreposição; termo vazio não encontra nada', () => {
    expect(localizarOcorrencias('aaaa', 'aa')).toEqual([
      { inicio: 0, fim: 2 },
      { inicio: 2, fim: 4 },
    ]);
    expect(localizarOcorrencias('abc', '')).toEqual([]);
    expect(localizarOcorrencias('ab', 'abc')).toEqual([]);
  });
  it('comprimento alterado pela conversão ⇒ comparação exata', () => {
    // 'İ' (U+0130) vira 'i̇' (2 unidades) em minúsculas: os índices não poderiam ser reaproveitados
    const texto = 'İstanbul istanbul';
    expect(localizarOcorrencias(texto, 'istanbul')).toEqual([{ inicio: 9, fim: 17 }]);
  });
});
