import { useTranslation } from 'react-i18next';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternateOutlined';
import { FileButton } from '@/shared/ui/form/FileButton';

/** Larger pictures are refused: the demo keeps them in memory as data URLs. */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

type Props = {
  hasImage: boolean;
  onPicked: (dataUrl: string) => void;
  onRefused: (reason: string) => void;
};

/** A button opening the file chooser; the picture chosen is read as a data URL (what the handler keeps). */
export function NoteImagePicker({ hasImage, onPicked, onRefused }: Props) {
  const { t } = useTranslation();

  function read(file: File) {
    if (!file.type.startsWith('image/')) return onRefused(t('notes.imageNotPicture'));
    if (file.size > MAX_IMAGE_BYTES) return onRefused(t('notes.imageTooLarge'));
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === 'string' && onPicked(reader.result);
    reader.readAsDataURL(file);
  }

  return (
    <FileButton
      accept="image/*"
      inputTestId="note-image-file"
      onFile={read}
      startIcon={<AddPhotoAlternate />}
    >
      {hasImage ? t('notes.changeImage') : t('notes.addImage')}
    </FileButton>
  );
}
