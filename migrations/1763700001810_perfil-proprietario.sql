-- Up Migration
-- O perfil do dono de cada empresa emitente se chamava "Administrador", o mesmo nome do nível da
-- plataforma (o administrador do sistema), e o cabeçalho mostrava "Administrador" para a dona de um
-- mercadinho. Perfis de dono ainda com o nome padrão passam a "Proprietário";
-- nomes que a empresa escolheu ficam como estão.
UPDATE emitente_tipo_usuario SET descricao = 'Proprietário' WHERE administrador AND descricao = 'Administrador';

-- Down Migration
UPDATE emitente_tipo_usuario SET descricao = 'Administrador' WHERE administrador AND descricao = 'Proprietário';
