/**
 * Central de ajuda da demonstração: categorias ligadas aos módulos do menu (SPEC §2) e artigos
 * publicados sobre as tarefas do dia a dia (cadastros, faturamento e NF-e, certificado, suporte).
 * Conteúdo no mesmo HTML que o editor produz; passa pelo mesmo saneamento e índice de busca da
 * API (src/server/html/sanitizar.ts). Só roda com a demonstração (banco vazio, fora de produção).
 */
import type { Client } from '../db/tenant.ts';
import { indiceDeBusca, sanitizarHtml } from '../html/sanitizar.ts';

interface Artigo {
  titulo: string;
  resumo: string;
  palavras: string;
  html: string;
}
interface Categoria {
  nome: string;
  descricao: string;
  modulos: string[];
  artigos: Artigo[];
}

export const AJUDA_DEMO: readonly Categoria[] = [
  {
    nome: 'Primeiros passos',
    descricao: 'Acesso, usuários e a configuração inicial da empresa.',
    modulos: [],
    artigos: [
      {
        titulo: 'Como acessar o sistema e trocar de empresa',
        resumo: 'Login, opção "Lembrar-me", troca da empresa ativa e encerramento da sessão.',
        palavras: 'login, senha, entrar, empresa ativa',
        html: '<h2>Entrar</h2><p>Informe o <strong>usuário</strong> e a <strong>senha</strong> na tela de acesso. Marque <em>Lembrar-me</em> apenas em computadores de uso pessoal.</p><h2>Trocar de empresa</h2><ol><li><p>Clique no nome da empresa, no topo da tela.</p></li><li><p>Escolha a empresa na lista.</p></li><li><p>O menu é recarregado com as permissões daquela empresa.</p></li></ol><p style="text-align: center"><span style="color: #c92a2a">Nunca compartilhe a sua senha</span>: cada pessoa deve ter o seu próprio usuário.</p>',
      },
      {
        titulo: 'Usuários, perfis e permissões',
        resumo: 'Cadastre quem usa o sistema e limite o que cada perfil pode ver e alterar.',
        palavras: 'usuario, perfil, permissao, restricao, acesso',
        html: '<p>Em <strong>Configurações › Usuários</strong> cadastre cada pessoa com um perfil. Os perfis ficam em <strong>Perfis e permissões</strong>: marque, tela por tela, se o perfil pode <em>consultar</em>, <em>incluir</em> ou <em>alterar</em>.</p><blockquote><p>Dica: crie um perfil "Caixa" só com o PDV e a consulta de clientes.</p></blockquote><p>Em <strong>Usuários conectados</strong> você vê quem está usando o sistema agora e pode derrubar uma sessão esquecida aberta.</p>',
      },
    ],
  },
  {
    nome: 'Cadastros',
    descricao: 'Clientes, produtos, transportadoras e fornecedores.',
    modulos: ['clientes', 'produtos', 'transportadoras', 'fornecedores'],
    artigos: [
      {
        titulo: 'Cadastrar um cliente',
        resumo: 'CPF/CNPJ, inscrição estadual, endereço pelo CEP e e-mails que recebem a NF-e.',
        palavras: 'cliente, cpf, cnpj, inscricao estadual, cep, endereco',
        html: '<p>Abra <strong>Cadastros › Clientes › Incluir</strong>.</p><ul><li><p>Informe o <strong>CPF ou CNPJ</strong>: o sistema confere os dígitos e aceita o CNPJ alfanumérico.</p></li><li><p>Digite o <strong>CEP</strong> e o endereço é preenchido.</p></li><li><p>Em <strong>E-mails</strong>, marque <em>Recebe XML/DANFE</em> para enviar as notas automaticamente.</p></li></ul><p>Contribuinte do ICMS precisa da <strong>inscrição estadual</strong> da UF do endereço.</p>',
      },
      {
        titulo: 'Cadastrar um produto com a tributação correta',
        resumo: 'NCM, CEST, origem, CST/CSOSN e unidade comercial.',
        palavras: 'produto, ncm, cest, csosn, cst, tributacao, unidade',
        html: '<p>O <strong>NCM</strong> é obrigatório na NF-e; o <strong>CEST</strong> é exigido quando o produto está sujeito à substituição tributária.</p><h3>Simples Nacional</h3><p>Use o <strong>CSOSN</strong> (101, 102, 103, 201, 202, 500, 900).</p><h3>Regime normal</h3><p>Use o <strong>CST</strong> do ICMS (00, 10, 20, 40, 41, 51, 60, 90).</p><p><span style="font-size: 18px">Na dúvida, confirme com o seu contador.</span></p>',
      },
    ],
  },
  {
    nome: 'Faturamento e NF-e',
    descricao: 'Emitir, cancelar e corrigir notas fiscais eletrônicas.',
    modulos: ['faturamento', 'gerenciarNFe', 'inutilizacaoNFe', 'cartaCorrecaoNFe', 'arquivosXml', 'emitente'],
    artigos: [
      {
        titulo: 'Emitir uma NF-e a partir do faturamento',
        resumo: 'Do pedido de faturamento à nota autorizada, com DANFE e XML.',
        palavras: 'nfe, nota fiscal, emitir, transmitir, danfe, xml, sefaz',
        html: '<ol><li><p>Em <strong>Movimentação › Faturamento › Incluir</strong>, escolha o cliente e os produtos.</p></li><li><p>Confira os impostos calculados no quadro de totais.</p></li><li><p>Informe o pagamento e, se houver, as parcelas.</p></li><li><p>Clique em <strong>Transmitir</strong>. A SEFAZ responde em segundos.</p></li></ol><p>Nota <strong>autorizada</strong> (cStat 100): imprima o DANFE ou envie por e-mail. Nota <strong>rejeitada</strong>: a mensagem diz o campo a corrigir; corrija e transmita de novo.</p>',
      },
      {
        titulo: 'Cancelar uma NF-e ou emitir carta de correção',
        resumo: 'Prazos, justificativa e o que a carta de correção não pode alterar.',
        palavras: 'cancelar, cancelamento, carta de correcao, cce, evento',
        html: '<p>O <strong>cancelamento</strong> é feito no <strong>Gerenciador de NF-e</strong>, com justificativa de 15 a 255 caracteres, em até 24 horas da autorização.</p><p>A <strong>carta de correção</strong> corrige dados da nota, mas <span style="color: #c92a2a">não pode alterar</span> valores, impostos, quantidades, o destinatário nem a data de emissão.</p>',
      },
      {
        titulo: 'Certificado digital A1',
        resumo: 'Enviar o arquivo .pfx, a senha e acompanhar o vencimento.',
        palavras: 'certificado, a1, pfx, senha, vencimento',
        html: '<p>Em <strong>Configurações › Dados da empresa</strong>, envie o arquivo <code>.pfx</code> do certificado A1 e a sua senha. O sistema confere o CNPJ do certificado e avisa 30 dias antes do vencimento.</p><p>O arquivo e a senha são guardados criptografados e nunca são exibidos de volta.</p>',
      },
    ],
  },
];

/** Grava as categorias, os módulos e os artigos da demonstração (idempotente por nome). */
export async function seedDemoAjuda(c: Client, autor: string): Promise<number> {
  let n = 0;
  for (const [i, cat] of AJUDA_DEMO.entries()) {
    const { rows } = await c.query('INSERT INTO ajuda_categoria (nome, descricao, ordem) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id', [
      cat.nome,
      cat.descricao,
      (i + 1) * 10,
    ]);
    if (!rows[0]) continue;
    const categoria = rows[0].id as number;
    for (const m of cat.modulos) await c.query('INSERT INTO ajuda_modulo_categoria (categoria_id, modulo) VALUES ($1, $2)', [categoria, m]);
    for (const [j, a] of cat.artigos.entries()) {
      const html = sanitizarHtml(a.html);
      await c.query(
        `INSERT INTO ajuda (categoria_id, titulo, resumo, palavras_chave, publicado, ordem, conteudo, autor_nome, texto_busca)
         VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8)`,
        [categoria, a.titulo, a.resumo, a.palavras, (j + 1) * 10, html, autor, indiceDeBusca(a.titulo, a.resumo, a.palavras, html)],
      );
      n++;
    }
  }
  return n;
}
