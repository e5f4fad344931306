import type { FileItem } from '@taka/demo-api/schemas/file-manager';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Article from '@mui/icons-material/Article';
import Description from '@mui/icons-material/Description';
import Folder from '@mui/icons-material/Folder';
import Image from '@mui/icons-material/Image';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import TableChart from '@mui/icons-material/TableChart';

const ICONS = {
  folder: { icon: Folder, colour: '#f9a825' },
  PDF: { icon: PictureAsPdf, colour: '#d32f2f' },
  DOC: { icon: Description, colour: '#1565c0' },
  XLS: { icon: TableChart, colour: '#2e7d32' },
  JPG: { icon: Image, colour: '#7b1fa2' },
  TXT: { icon: Article, colour: '#546e7a' },
} as const;

/** The picture of an item's type (the type itself is always written next to it). */
export function FileTypeIcon({ type, ...props }: { type: FileItem['type'] } & SvgIconProps) {
  const { icon: Icon, colour } = ICONS[type] ?? { icon: InsertDriveFile, colour: '#546e7a' };
  return <Icon aria-hidden {...props} sx={{ color: colour, ...props.sx }} />;
}
