/**
 * The code cites what a reader of the repository can open: rules by their legal or official source,
 * the product specification as "SPEC §N" (docs/spec.md) and the code map as "arquitetura §N"
 * (docs/arquitetura.md). Work-tracker references ("issue 14", "DESIGN §2") point outside the
 * repository and are refused in every source, test, migration and registry file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const RAIZ = join(import.meta.dirname, '..', '..', '..');
const PASTAS = ['src', 'schema', 'migrations', 'codegen', 'scripts', 'tests', 'bench'];
const EXTENSOES = /\.(ts|tsx|mjs|js|json|sql|css|html)$/;
const PROIBIDO = /\bissues?\s+\d+|\bDESIGN\s+§/i;

function arquivos(pasta: string): string[] {
  const saida: string[] = [];
  for (const e of readdirSync(pasta, { withFileTypes: true })) {
    const p = join(pasta, e.name);
    if (e.isDirectory()) {
      if (e.name === 'node_modules' || e.name === 'generated' || e.name === 'dados') continue;
      saida.push(...arquivos(p));
    } else if (EXTENSOES.test(e.name)) saida.push(p);
  }
  return saida;
}

describe('referências que o leitor do repositório pode abrir', () => {
  it('nenhum "issue N" nem "DESIGN §" no código, nos testes, nas migrações e no registro', () => {
    const achados: string[] = [];
    for (const pasta of PASTAS) {
      for (const arq of arquivos(join(RAIZ, pasta))) {
        if (arq === import.meta.filename) continue;
        readFileSync(arq, 'utf8')
          .split('\n')
          .forEach((linha, i) => {
            if (PROIBIDO.test(linha)) achados.push(`${relative(RAIZ, arq)}:${i + 1}: ${linha.trim().slice(0, 120)}`);
          });
      }
    }
    expect(achados).toEqual([]);
  });

  it('docs/arquitetura.md e docs/spec.md existem e o README aponta para os dois', () => {
    const readme = readFileSync(join(RAIZ, 'README.md'), 'utf8');
    expect(readme).toContain('docs/arquitetura.md');
    expect(readme).toContain('docs/spec.md');
    expect(readFileSync(join(RAIZ, 'docs', 'arquitetura.md'), 'utf8')).toMatch(/^# Arquitetura/);
    expect(readFileSync(join(RAIZ, 'docs', 'spec.md'), 'utf8')).toContain('## 7.');
  });
});
