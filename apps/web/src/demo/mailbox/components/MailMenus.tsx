import { useTranslation } from 'react-i18next';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import { useMailFolders } from '../api/get-folders';
import { useMailLabels } from '../api/get-labels';
import { labelSwatch } from '../label-colors';
import { folderTitle } from '../mail-text';
import { FolderIcon } from './folder-icons';

type MoveProps = {
  anchor: HTMLElement | null;
  currentFolder: string;
  onClose: () => void;
  onMove: (folder: { id: string; title: string }) => void;
};

/** The folders a mail can move to (every one but its own). */
export function MoveMenu({ anchor, currentFolder, onClose, onMove }: MoveProps) {
  const { t } = useTranslation();
  const folders = useMailFolders();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {folders.data
        ?.filter((folder) => folder.id !== currentFolder)
        .map((folder) => {
          const title = folderTitle(t, folder.slug, folder.title);
          return (
            <MenuItem key={folder.id} onClick={() => onMove({ id: folder.id, title })}>
              <ListItemIcon>
                <FolderIcon slug={folder.slug} />
              </ListItemIcon>
              <ListItemText primary={title} />
            </MenuItem>
          );
        })}
    </Menu>
  );
}

type LabelsProps = {
  anchor: HTMLElement | null;
  selected: string[];
  onClose: () => void;
  onToggle: (labelId: string) => void;
};

/** Every label, ticked when the mail carries it; choosing one adds or removes it and keeps the menu open. */
export function LabelsMenu({ anchor, selected, onClose, onToggle }: LabelsProps) {
  const labels = useMailLabels();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {labels.data?.map((label) => {
        const checked = selected.includes(label.id);
        return (
          <MenuItem
            key={label.id}
            role="menuitemcheckbox"
            aria-checked={checked}
            onClick={() => onToggle(label.id)}
          >
            <ListItemIcon>
              {checked ? (
                <CheckBox sx={{ color: labelSwatch(label.color) }} />
              ) : (
                <CheckBoxOutlineBlank sx={{ color: labelSwatch(label.color) }} />
              )}
            </ListItemIcon>
            <ListItemText primary={label.title} />
          </MenuItem>
        );
      })}
    </Menu>
  );
}
