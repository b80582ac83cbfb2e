/**
 * Onde o web guarda o que é compartilhado (arquitetura §2 e §8):
 * - cada área registra as suas telas no seu `pages/<área>/paginas.tsx`; `pages/paginas.tsx` só junta
 *   os mapas, e toda rota com página própria (`componente` de menu/rotas.ts) acha a sua tela;
 * - `pages/nfe` não é o kit das outras áreas: erros, arquivos, listas OData e REST do registro ficam
 *   em src/web/providers, componentes e formatos em src/web/components. De fora de pages/nfe só se
 *   importa de lá para abrir uma tela da NF-e (um componente `.tsx` com nome de tela); o faturamento,
 *   que é o editor da NF-e, usa também as chamadas, a situação e o resultado da SEFAZ da NF-e.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGINAS_PROPRIAS, juntarPaginas } from '../../../src/web/pages/paginas.tsx';
import { PAGINAS_PROPRIAS_POR_ROTA } from '../../../src/web/menu/rotas.ts';

const RAIZ = join(import.meta.dirname, '..', '..', '..');
const WEB = join(RAIZ, 'src', 'web');
const NFE = 'src/web/pages/nfe/';

/**
 * Imports de pages/nfe permitidos fora dela além das telas: arquivo de origem -> nomes.
 * ManifestoDFe abre a tela de eventos da NF-e (OutrosEventosNFe) no modo do destinatário, cuja `api`
 * é `eventosDestinatarioApi`. O dataProvider compõe as chamadas das áreas: as ações da NF-e
 * (`providers/acoes.ts`, de `nfeApi`) e o filtro da lista de notas (`providers/listas.ts`).
 */
const ALEM_DAS_TELAS: Record<string, string[]> = {
  'src/web/pages/compras/ManifestoDFe.tsx': ['eventosDestinatarioApi'],
  'src/web/providers/acoes.ts': ['nfeApi'],
  'src/web/providers/listas.ts': ['filtroFaturamento'],
};

function arquivos(pasta: string): string[] {
  const saida: string[] = [];
  for (const e of readdirSync(pasta, { withFileTypes: true })) {
    const p = join(pasta, e.name);
    if (e.isDirectory()) saida.push(...arquivos(p));
    else if (/\.tsx?$/.test(e.name)) saida.push(p);
  }
  return saida;
}

const rel = (p: string) => relative(RAIZ, p).split(sep).join('/');

/** `arquivo: import de alvo { nomes }` de cada import de pages/nfe que não abre uma tela. */
function importsDoKitNFe(): string[] {
  const achados: string[] = [];
  for (const abs of arquivos(WEB)) {
    const origem = rel(abs);
    if (origem.startsWith(NFE) || origem.startsWith('src/web/pages/faturamento/')) continue;
    const texto = readFileSync(abs, 'utf8');
    for (const m of texto.matchAll(/(?:import|export)\s+(?:type\s+)?([^'";]*?)\s*from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g)) {
      const alvo = rel(resolve(dirname(abs), m[2] ?? m[3]));
      if (!alvo.startsWith(NFE)) continue;
      if (/\/[A-Z][A-Za-z]*\.tsx$/.test(alvo)) continue; // uma tela da NF-e
      if (alvo === `${NFE}paginas.tsx`) continue; // o mapa das telas da NF-e, juntado por pages/paginas.tsx
      const nomes = [...(m[1] ?? '').matchAll(/\b(?:type\s+)?([A-Za-z_$][\w$]*)\b(?:\s+as\s+\w+)?/g)].map((n) => n[1]).filter((n) => n !== 'type');
      const fora = nomes.filter((n) => !(ALEM_DAS_TELAS[origem] ?? []).includes(n));
      if (fora.length || !nomes.length) achados.push(`${origem}: ${alvo} { ${fora.join(', ')} }`);
    }
  }
  return achados;
}

describe('kit compartilhado do web', () => {
  it('fora de pages/nfe, imports de lá só abrem telas da NF-e (o kit está em providers/ e components/)', () => {
    expect(importsDoKitNFe(), 'mova o que é compartilhado para src/web/providers ou src/web/components').toEqual([]);
  });

  it('toda rota com página própria acha a tela nos mapas das áreas', () => {
    const faltam = Object.entries(PAGINAS_PROPRIAS_POR_ROTA)
      .filter(([, p]) => !(p.componente in PAGINAS_PROPRIAS))
      .map(([rota, p]) => `${rota}: ${p.componente}`);
    expect(faltam).toEqual([]);
  });

  it('cada área registra as suas telas: as páginas de pages/<área>/paginas.tsx importam só da própria pasta', () => {
    const fora: string[] = [];
    for (const area of readdirSync(join(WEB, 'pages'), { withFileTypes: true }).filter((d) => d.isDirectory())) {
      let texto: string;
      try {
        texto = readFileSync(join(WEB, 'pages', area.name, 'paginas.tsx'), 'utf8');
      } catch {
        continue;
      }
      for (const m of texto.matchAll(/import\(\s*'([^']+)'\s*\)/g)) if (!m[1].startsWith('./')) fora.push(`${area.name}/paginas.tsx: ${m[1]}`);
    }
    expect(fora).toEqual([]);
  });

  it('um nome de página declarado por duas áreas é recusado com o nome', () => {
    const pagina = PAGINAS_PROPRIAS.auditoria;
    expect(() => juntarPaginas([{ auditoria: pagina }, { auditoria: pagina }])).toThrow('Página própria "auditoria" declarada por duas áreas.');
  });
});
