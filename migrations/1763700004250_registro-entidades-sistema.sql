-- Up Migration
-- Entidades de SPEC §3 que eram só telas e agora estão no registro: listas OData,
-- exportações e o feed de BI passam a vê-las. Nenhum dado é duplicado: boletoLicencaRecebivel e
-- atualizacaoPlano usam as próprias tabelas; as demais são VISÕES de leitura sobre as tabelas que já
-- guardam o dado, com security_invoker (a RLS das tabelas de baixo vale para quem consulta, o papel
-- erp_app, como nas tabelas). Todas são somente leitura pela API genérica: mudam pelas rotas dos
-- seus módulos (licenças, relatórios, assistente, hub, auditoria).
--
-- bloqueio_licenca: uma linha por fatura de licença em aberto já vencida (SPEC §3 bloqueioLicenca;
--   regra de licencas/bloqueio.ts): `bloqueado` quando passou a tolerância `dias_bloqueio`, com o
--   dia em que o bloqueio começa; o "hoje" é o do fuso do servidor (America/Sao_Paulo, SPEC §7).
-- relatorio_execucao: cada relatório pedido em PDF/XLSX (tarefa 'Relatorio', relatorios/routes.ts).
-- relatorio_modulo_perfil: relatórios desligados por perfil da empresa (relatorios/gerenciar),
--   com uma chave de texto "perfil:relatorio".
-- assistente_modulos_situacao: o assistente de primeiros passos da empresa (etapas como texto).
-- sessao_usuario_conexao: conexões do hub com a cadeia da sessão (para o escopo de cadeia).
-- auditoria_trilha: a trilha de auditoria (id como integer, antes/depois como texto JSON).

CREATE VIEW bloqueio_licenca WITH (security_invoker = true) AS
SELECT l.id, l.emitente_id, l.distribuidor_master_id, l.distribuidor_id, l.revenda_id,
       l.competencia, l.vencimento, l.valor, p.dias_bloqueio,
       (l.vencimento + p.dias_bloqueio + 1) AS bloqueio_em,
       (l.vencimento + p.dias_bloqueio < (now() AT TIME ZONE 'America/Sao_Paulo')::date) AS bloqueado
  FROM licenca_recebivel l JOIN parametro_licenca p ON p.id = 1
 WHERE l.situacao = 'aberto' AND l.vencimento < (now() AT TIME ZONE 'America/Sao_Paulo')::date;

CREATE VIEW relatorio_execucao WITH (security_invoker = true) AS
SELECT t.emitente_id, t.id, t.usuario_id,
       (t.dados ->> 'relatorio')::varchar(60) AS relatorio,
       (t.dados ->> 'formato')::varchar(4) AS formato,
       t.descricao, t.situacao, t.progresso, t.mensagem, t.erro, t.arquivo_nome,
       t.criado_em, t.iniciado_em, t.concluido_em, t.expira_em
  FROM tarefa t
 WHERE t.tipo = 'Relatorio';

CREATE VIEW relatorio_modulo_perfil WITH (security_invoker = true) AS
SELECT r.emitente_id, (r.emitente_tipo_usuario_id || ':' || r.relatorio)::varchar(72) AS id,
       r.emitente_tipo_usuario_id, r.relatorio
  FROM relatorio_perfil_desabilitado r;

CREATE VIEW assistente_modulos_situacao WITH (security_invoker = true) AS
SELECT a.emitente_id, array_to_string(a.etapas_confirmadas, ',')::varchar(200) AS etapas_confirmadas,
       a.dispensado_em, a.concluido_em, a.criado_em
  FROM assistente_modulos a;

CREATE VIEW sessao_usuario_conexao WITH (security_invoker = true) AS
SELECT c.connection_id, c.sessao_id, c.usuario_id, s.emitente_id, s.distribuidor_master_id, s.distribuidor_id, s.revenda_id,
       c.processo, c.ip, c.user_agent, c.conectado_em, c.visto_em
  FROM sessao_usuario_connection c JOIN sessao_usuario s ON s.id = c.sessao_id;

CREATE VIEW auditoria_trilha WITH (security_invoker = true) AS
SELECT a.id::integer AS id, a.data_hora, a.usuario_id, a.usuario_login, a.emitente_id,
       a.distribuidor_master_id, a.distribuidor_id, a.revenda_id, a.ip, a.entidade, a.registro_id, a.acao, a.descricao,
       a.antes::text AS antes, a.depois::text AS depois
  FROM auditoria a;

GRANT SELECT ON bloqueio_licenca, relatorio_execucao, relatorio_modulo_perfil, assistente_modulos_situacao,
  sessao_usuario_conexao, auditoria_trilha TO erp_app;

-- Down Migration
DROP VIEW IF EXISTS auditoria_trilha;
DROP VIEW IF EXISTS sessao_usuario_conexao;
DROP VIEW IF EXISTS assistente_modulos_situacao;
DROP VIEW IF EXISTS relatorio_modulo_perfil;
DROP VIEW IF EXISTS relatorio_execucao;
DROP VIEW IF EXISTS bloqueio_licenca;
