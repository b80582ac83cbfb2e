/**
 * Domínio puro do ERP (sem I/O, sem APIs exclusivas do Node): importado pelo servidor
 * Fastify e pelo app React. Ver arquitetura §2.
 */
export * from './mensagens.ts';
export * from './modulo11.ts';
export * from './documentos.ts';
export * from './chave-acesso.ts';
export * from './tributos-codigos.ts';
export * from './email.ts';
export * from './senha.ts';
export * from './mascara.ts';
export * from './busca.ts';
export * from './cep.ts';
export * from './inscricao-estadual.ts';
export * from './formatos.ts';
export * from './permissoes.ts';
export * from './tributos/index.ts';
export * from './painel.ts';
export * from './editorTexto.ts';
export * from './destinatario.ts';
export * from './texto-oficial.ts';
export * from './uf.ts';
export * from './relogio.ts';
export * from './url.ts';
