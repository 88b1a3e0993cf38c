export { Avatar, initialsOf, type AvatarProps } from './avatar.tsx';
