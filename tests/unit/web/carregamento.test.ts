import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(process.cwd(), 'src/web');

/** Static import graph from a file (dynamic `import()` is not followed). */
function grafo(inicio: string) {
  const arquivos = new Set<string>();
  const pacotes = new Set<string>();
  const pilha = [inicio];
  while (pilha.length) {
    const f = pilha.pop()!;
    if (arquivos.has(f)) continue;
    arquivos.add(f);
    const fonte = readFileSync(f, 'utf8');
    for (const m of fonte.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const alvo = m[1];
      if (alvo.startsWith('.')) {
        const p = path.resolve(path.dirname(f), alvo);
        if (existsSync(p)) pilha.push(p);
      } else {
        pacotes.add(alvo.startsWith('@') ? alvo.split('/').slice(0, 2).join('/') : alvo.split('/')[0]);
      }
    }
  }
  return { arquivos: [...arquivos].map((a) => path.relative(WEB, a)), pacotes };
}

describe('carregamento sob demanda (arquitetura §8)', () => {
  it('a página de sign-in não carrega react-admin, as telas geradas nem o registro inteiro', () => {
    const { arquivos, pacotes } = grafo(path.join(WEB, 'main.tsx'));
    expect(arquivos).toContain('pages/public/SignIn.tsx');
    for (const p of ['react-admin', 'ra-ui-materialui', 'ra-data-odata-server', 'ra-i18n-polyglot', 'ra-language-pt-br', '@mui/x-charts'])
      expect(pacotes.has(p), p).toBe(false);
    // first-screen budget: nothing of MUI's components, theme or Emotion on the first screen (only the colour maths of @mui/system)
    for (const p of ['@mui/material', '@mui/icons-material', '@emotion/react', '@emotion/styled']) expect(pacotes.has(p), p).toBe(false);
    for (const a of arquivos) {
      expect(a.startsWith('resources/'), a).toBe(false);
      expect(a, a).not.toMatch(/^(pages\/Dashboard|layout\/AdminApp|generated\/)/);
      expect(a, a).not.toContain('../generated/resources');
    }
    const gate = readFileSync(path.join(WEB, 'tenant/TenantGate.tsx'), 'utf8');
    // the react-admin area is a lazy chunk, loaded with MUI's theme (TemaDaMarca) in parallel
    expect(gate).toMatch(/comTemaDaMarca\(\(\) => import\('\.\.\/layout\/AdminApp\.tsx'\)\)/);
    expect(gate).toMatch(
      /lazyChunk\(async \(\) => \{\s*const \[\{ TemaDaMarca \}, \{ default: Tela \}\] = await Promise\.all\(\[import\('\.\/TemaDaMarca\.tsx'\), carregar\(\)\]\)/,
    );
  });

  it('a área autenticada usa as telas do outro módulo e desliga a telemetria', () => {
    const admin = readFileSync(path.join(WEB, 'layout/AdminApp.tsx'), 'utf8');
    expect(admin).toContain("from '../resources/index.tsx'");
    expect(admin).toContain("import('../pages/Dashboard.tsx')");
    expect(admin).toMatch(/\bdisableTelemetry\b/);
    expect(admin).toMatch(/basename=\{`\/\$\{encodeURIComponent\(url\)\}`\}/);
  });
});
