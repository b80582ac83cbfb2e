import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as dominio from '../../../src/domain/index.ts';

const DIR = path.resolve(process.cwd(), 'src/domain');
// every module, subfolders included (e.g. tributos/regras.ts)
const arquivos = (readdirSync(DIR, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).map((f) => f.split(path.sep).join('/'));
const raiz = arquivos.filter((f) => !f.includes('/'));

describe('src/domain é puro (arquitetura §2)', () => {
  it('só importa arquivos vizinhos .ts ou decimal.js', () => {
    for (const arquivo of arquivos) {
      const fonte = readFileSync(path.join(DIR, arquivo), 'utf8');
      const imports = [...fonte.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map((m) => m[1]);
      for (const alvo of imports) {
        // a sibling module, or a module of a subfolder of src/domain (never outside it)
        const dentro = path.resolve(DIR, path.dirname(arquivo), alvo).startsWith(DIR + path.sep);
        expect((/^\.{1,2}\/[\w/.-]+\.ts$/.test(alvo) && dentro) || alvo === 'decimal.js', `${arquivo}: ${alvo}`).toBe(true);
      }
      expect(fonte, arquivo).not.toMatch(/\b(require\(|process\.|Buffer\b|import\(['"]node:)/);
    }
  });

  it('index.ts reexporta todos os módulos', () => {
    const index = readFileSync(path.join(DIR, 'index.ts'), 'utf8');
    for (const arquivo of raiz.filter((f) => f !== 'index.ts')) {
      expect(index, arquivo).toContain(`export * from './${arquivo}';`);
    }
  });

  it('expõe as funções pedidas', () => {
    const nomes = [
      'onlyDigits',
      'normalizeCpfCnpj',
      'isValidCpf',
      'isValidCnpj',
      'isValidCpfCnpj',
      'cnpjCheckDigits',
      'cpfCheckDigits',
      'formatCpf',
      'formatCnpj',
      'formatCpfCnpj',
      'chaveCheckDigit',
      'isValidChaveAcesso',
      'parseChaveAcesso',
      'buildChaveAcesso',
      'isValidCst',
      'isValidCsosn',
      'isValidEmail',
      'isInvalidEmail',
      'passwordStrength',
      'applyMask',
      'unmask',
      'maskCpfCnpj',
      'maskTelefone',
      'isSearchLongEnough',
      'normalizeSearch',
      'isValidCep',
      'formatCep',
      'isValidInscricaoEstadual',
      'formatMoeda',
      'formatNumero',
      'formatData',
      'formatDataHora',
      'formatRelativo',
      'toWireDate',
    ];
    const exportados = dominio as Record<string, unknown>;
    for (const nome of nomes) expect(typeof exportados[nome], nome).toBe('function');
  });

  it('toda função exportada tem docstring', () => {
    for (const arquivo of arquivos) {
      const fonte = readFileSync(path.join(DIR, arquivo), 'utf8');
      for (const m of fonte.matchAll(/^export function (\w+)/gm)) {
        const antes = fonte.slice(0, m.index).trimEnd();
        expect(antes.endsWith('*/'), `${arquivo}: ${m[1]}`).toBe(true);
      }
    }
  });
});
