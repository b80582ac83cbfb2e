-- Up Migration
-- Toda empresa tem exatamente uma linha de configuração (configuracao) e uma de dados fiscais
-- (emitente_fiscal): são registros únicos por emitente que a API só consulta e altera (x-erp
-- permission.actions = Consultar, Alterar), então o banco os cria junto com o emitente, qualquer
-- que seja o caminho da inclusão (API genérica, cadastro self-service, carga de demonstração).
-- A função troca o emitente da transação para o novo (RLS WITH CHECK) e volta ao anterior, como
-- crud/emitente-padrao.ts faz com os perfis. As empresas já existentes recebem as linhas aqui.
-- Como os perfis, as duas linhas vão embora com o emitente (ON DELETE CASCADE).
ALTER TABLE configuracao DROP CONSTRAINT configuracao_emitente_id_fkey,
  ADD CONSTRAINT configuracao_emitente_id_fkey FOREIGN KEY (emitente_id) REFERENCES emitente(id) ON DELETE CASCADE;
ALTER TABLE emitente_fiscal DROP CONSTRAINT emitente_fiscal_emitente_id_fkey,
  ADD CONSTRAINT emitente_fiscal_emitente_id_fkey FOREIGN KEY (emitente_id) REFERENCES emitente(id) ON DELETE CASCADE;
CREATE OR REPLACE FUNCTION erp_emitente_registros_unicos() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE antes text := current_setting('erp.emitente_id', true);
BEGIN
  PERFORM set_config('erp.emitente_id', NEW.id::text, true);
  INSERT INTO configuracao (emitente_id) VALUES (NEW.id) ON CONFLICT (emitente_id) DO NOTHING;
  INSERT INTO emitente_fiscal (emitente_id) VALUES (NEW.id) ON CONFLICT (emitente_id) DO NOTHING;
  PERFORM set_config('erp.emitente_id', coalesce(antes, ''), true);
  RETURN NEW;
END $$;
CREATE TRIGGER emitente_registros_unicos AFTER INSERT ON emitente
  FOR EACH ROW EXECUTE FUNCTION erp_emitente_registros_unicos();
INSERT INTO configuracao (emitente_id) SELECT id FROM emitente ON CONFLICT (emitente_id) DO NOTHING;
INSERT INTO emitente_fiscal (emitente_id) SELECT id FROM emitente ON CONFLICT (emitente_id) DO NOTHING;

-- Down Migration
ALTER TABLE configuracao DROP CONSTRAINT configuracao_emitente_id_fkey,
  ADD CONSTRAINT configuracao_emitente_id_fkey FOREIGN KEY (emitente_id) REFERENCES emitente(id);
ALTER TABLE emitente_fiscal DROP CONSTRAINT emitente_fiscal_emitente_id_fkey,
  ADD CONSTRAINT emitente_fiscal_emitente_id_fkey FOREIGN KEY (emitente_id) REFERENCES emitente(id);
DROP TRIGGER IF EXISTS emitente_registros_unicos ON emitente;
DROP FUNCTION IF EXISTS erp_emitente_registros_unicos();
