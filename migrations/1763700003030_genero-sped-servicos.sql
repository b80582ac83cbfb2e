-- Up Migration
-- Tabelas de referência fiscais (SPEC §3 generoSped, servicosCnaeGrupos,
-- servicosCnaeDet), globais e somente leitura como NCM/CFOP:
-- - genero_sped: Tabela 4.2.1 do Guia Prático da EFD ICMS/IPI (registro 0200, COD_GEN): 00 serviço,
--   01-97 capítulos da NCM. O produto tem o gênero dos 2 primeiros dígitos do NCM.
-- - servicos_cnae_grupos / servicos_cnae_det: itens e subitens da Lista de Serviços da LC 116/2003
--   (cListServ do grupo ISSQN da NF-e, código de tributação da NFS-e), com o CNAE de referência opcional.
CREATE TABLE genero_sped (
  codigo varchar(2) PRIMARY KEY CHECK (codigo ~ '^[0-9]{2}$'),
  descricao text NOT NULL
);
CREATE TABLE servicos_cnae_grupos (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 99),
  descricao text NOT NULL
);
CREATE TABLE servicos_cnae_det (
  codigo varchar(5) PRIMARY KEY CHECK (codigo ~ '^[0-9]{1,2}\.[0-9]{2}$'),
  grupo_id integer NOT NULL REFERENCES servicos_cnae_grupos(id),
  descricao text NOT NULL
);
CREATE INDEX servicos_cnae_det_grupo ON servicos_cnae_det (grupo_id);
GRANT SELECT ON genero_sped, servicos_cnae_grupos, servicos_cnae_det TO erp_app;

ALTER TABLE produto ADD COLUMN item_lista_servico varchar(5) REFERENCES servicos_cnae_det(codigo);

-- Down Migration
ALTER TABLE produto DROP COLUMN IF EXISTS item_lista_servico;
DROP TABLE IF EXISTS servicos_cnae_det, servicos_cnae_grupos, genero_sped;
