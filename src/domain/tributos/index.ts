/**
 * Módulo de tributos da NF-e (domínio puro): cálculo por item (`calcularTributosItem`) e
 * totalização (`totalizar`). Regras e fontes em `regras.ts`; arredondamento em `numeros.ts`.
 */
export * from './numeros.ts';
export * from './tipos.ts';
export * from './regras.ts';
export * from './item.ts';
export * from './totais.ts';
export * from './resolucao.ts';
export * from './iss.ts';
