import type { ReactNode } from "react";
import { consoleParts } from "../module-parts";
import {
  AppstoreOutlined, BankOutlined, BarChartOutlined, BellOutlined, CalendarOutlined, CheckSquareOutlined,
  ClockCircleOutlined, CommentOutlined, ContactsOutlined, CrownOutlined, CustomerServiceOutlined, DashboardOutlined,
  FileDoneOutlined, FileTextOutlined, HomeOutlined, IdcardOutlined, LinkOutlined, MailOutlined, MessageOutlined,
  NotificationOutlined, QrcodeOutlined, QuestionCircleOutlined, SafetyCertificateOutlined, ScheduleOutlined, SettingOutlined,
  ShopOutlined, ShoppingCartOutlined, ShoppingOutlined, SolutionOutlined, StarOutlined, SwapOutlined, TagsOutlined,
  TeamOutlined, TransactionOutlined, UserOutlined, WalletOutlined,
} from "@ant-design/icons";

/** The icons the shell's own menu entries name. Listed one by one so the bundle carries only these. */
const ICONS: Record<string, ReactNode> = {
  AppstoreOutlined: <AppstoreOutlined />, BankOutlined: <BankOutlined />, BarChartOutlined: <BarChartOutlined />,
  BellOutlined: <BellOutlined />, CalendarOutlined: <CalendarOutlined />, CheckSquareOutlined: <CheckSquareOutlined />,
  ClockCircleOutlined: <ClockCircleOutlined />, CommentOutlined: <CommentOutlined />, ContactsOutlined: <ContactsOutlined />,
  CrownOutlined: <CrownOutlined />, CustomerServiceOutlined: <CustomerServiceOutlined />, DashboardOutlined: <DashboardOutlined />,
  FileDoneOutlined: <FileDoneOutlined />, FileTextOutlined: <FileTextOutlined />, HomeOutlined: <HomeOutlined />,
  IdcardOutlined: <IdcardOutlined />, LinkOutlined: <LinkOutlined />, MailOutlined: <MailOutlined />,
  MessageOutlined: <MessageOutlined />, NotificationOutlined: <NotificationOutlined />, QrcodeOutlined: <QrcodeOutlined />,
  QuestionCircleOutlined: <QuestionCircleOutlined />, SafetyCertificateOutlined: <SafetyCertificateOutlined />,
  ScheduleOutlined: <ScheduleOutlined />, SettingOutlined: <SettingOutlined />, ShopOutlined: <ShopOutlined />, ShoppingCartOutlined: <ShoppingCartOutlined />,
  ShoppingOutlined: <ShoppingOutlined />, SolutionOutlined: <SolutionOutlined />, StarOutlined: <StarOutlined />,
  SwapOutlined: <SwapOutlined />, TagsOutlined: <TagsOutlined />, TeamOutlined: <TeamOutlined />,
  TransactionOutlined: <TransactionOutlined />, UserOutlined: <UserOutlined />, WalletOutlined: <WalletOutlined />,
};

/** The shell's icons and those the modules' console parts bring (`icons` in modules/<key>/console/index.tsx). */
export const knownIcon = (name: string): ReactNode | undefined => ICONS[name] ?? consoleParts.find((p) => p.icons?.[name])?.icons?.[name];

export const iconFor = (name?: string): ReactNode => (name ? (knownIcon(name) ?? <AppstoreOutlined />) : undefined);
