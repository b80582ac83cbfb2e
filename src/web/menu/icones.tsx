/**
 * Icons of the menu, by the names the route table and the registry use (explicit imports keep
 * the bundle small; unknown names fall back to Article).
 */
import type SvgIcon from '@mui/material/SvgIcon';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import FolderShared from '@mui/icons-material/FolderShared';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Pin from '@mui/icons-material/Pin';
import Assessment from '@mui/icons-material/Assessment';
import Settings from '@mui/icons-material/Settings';
import SupportAgent from '@mui/icons-material/SupportAgent';
import CardMembership from '@mui/icons-material/CardMembership';
import Dashboard from '@mui/icons-material/Dashboard';
import Business from '@mui/icons-material/Business';
import DomainAdd from '@mui/icons-material/DomainAdd';
import Code from '@mui/icons-material/Code';
import Palette from '@mui/icons-material/Palette';
import Lock from '@mui/icons-material/Lock';
import LockReset from '@mui/icons-material/LockReset';
import Insights from '@mui/icons-material/Insights';
import Hub from '@mui/icons-material/Hub';
import Share from '@mui/icons-material/Share';
import Storefront from '@mui/icons-material/Storefront';
import RequestQuote from '@mui/icons-material/RequestQuote';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Upgrade from '@mui/icons-material/Upgrade';
import Block from '@mui/icons-material/Block';
import HelpCenter from '@mui/icons-material/HelpCenter';
import People from '@mui/icons-material/People';
import Inventory2 from '@mui/icons-material/Inventory2';
import Warehouse from '@mui/icons-material/Warehouse';
import Style from '@mui/icons-material/Style';
import Redeem from '@mui/icons-material/Redeem';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Factory from '@mui/icons-material/Factory';
import Badge from '@mui/icons-material/Badge';
import DriveEta from '@mui/icons-material/DriveEta';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Description from '@mui/icons-material/Description';
import DoNotDisturbOn from '@mui/icons-material/DoNotDisturbOn';
import EditNote from '@mui/icons-material/EditNote';
import FolderZip from '@mui/icons-material/FolderZip';
import PointOfSale from '@mui/icons-material/PointOfSale';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import ShoppingBag from '@mui/icons-material/ShoppingBag';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import Summarize from '@mui/icons-material/Summarize';
import EventRepeat from '@mui/icons-material/EventRepeat';
import Payments from '@mui/icons-material/Payments';
import AccountTree from '@mui/icons-material/AccountTree';
import AccountBalance from '@mui/icons-material/AccountBalance';
import CallReceived from '@mui/icons-material/CallReceived';
import CallMade from '@mui/icons-material/CallMade';
import DashboardCustomize from '@mui/icons-material/DashboardCustomize';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Devices from '@mui/icons-material/Devices';
import Rule from '@mui/icons-material/Rule';
import Store from '@mui/icons-material/Store';
import TableView from '@mui/icons-material/TableView';
import History from '@mui/icons-material/History';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import Article from '@mui/icons-material/Article';
import Category from '@mui/icons-material/Category';
import Fastfood from '@mui/icons-material/Fastfood';
import LocalOffer from '@mui/icons-material/LocalOffer';

export const ICONES: Record<string, typeof SvgIcon> = {
  AdminPanelSettings,
  FolderShared,
  SwapHoriz,
  AccountBalanceWallet,
  Pin,
  Assessment,
  Settings,
  SupportAgent,
  CardMembership,
  Dashboard,
  Business,
  DomainAdd,
  Code,
  Palette,
  Lock,
  LockReset,
  Insights,
  Hub,
  Share,
  Storefront,
  RequestQuote,
  VerifiedUser,
  Upgrade,
  Block,
  HelpCenter,
  People,
  Inventory2,
  Warehouse,
  Style,
  Redeem,
  LocalShipping,
  Factory,
  Badge,
  DriveEta,
  ReceiptLong,
  Description,
  DoNotDisturbOn,
  EditNote,
  FolderZip,
  PointOfSale,
  ShoppingCart,
  ShoppingBag,
  MarkEmailRead,
  Summarize,
  EventRepeat,
  Payments,
  AccountTree,
  AccountBalance,
  CallReceived,
  CallMade,
  DashboardCustomize,
  ManageAccounts,
  Devices,
  Rule,
  Store,
  TableView,
  History,
  HelpOutlined,
  ConfirmationNumber,
  Article,
  Category,
  Fastfood,
  LocalOffer,
};

export function iconeDoMenu(nome: string | undefined): typeof SvgIcon {
  return (nome && ICONES[nome]) || Article;
}
