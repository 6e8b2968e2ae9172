; AnimalOffice Windows installer (NSIS 3, Unicode).
;
; build_installer.py compiles this script with makensis and passes:
;   /DVERSION=0.1.0            the application's version (a pre-release too: 0.2.0rc1)
;   /DVERSION_NUMERIC=0.1.0.0  the same as four numbers, as Windows' version resource needs
;   /DPAYLOAD=<folder>         the PyInstaller one-folder bundle (AnimalOffice.exe + _internal\)
;   /DOUTFILE=<file.exe>       where the installer is written
;   /DICON=<file.ico>          (optional) installer and shortcut icon
;
; It installs for every user of the PC into Program Files, adds a Start-menu
; shortcut and an entry in "Apps & features", and installs an uninstaller.
; The office's data (database, backups, settings) lives in each user's
; AppData folder (%LOCALAPPDATA%\AnimalOffice; the log in %LOCALAPPDATA%\AnimalOffice\Logs)
; and is never touched by installing, upgrading or uninstalling. Several PCs share one office
; database on a PostgreSQL server (docs/postgresql.md), set in Tools > Settings on each PC.
;
; The installer runs elevated (Program Files); the program never does: "Start AnimalOffice"
; on the last page starts it as the signed-in user through Explorer, so the office is
; created in that user's folder, not in the installing administrator's.

Unicode true
SetCompressor /SOLID lzma

!ifndef VERSION
  !define VERSION "0.0.0"
!endif
!ifndef VERSION_NUMERIC
  !define VERSION_NUMERIC "0.0.0.0"
!endif
!ifndef PAYLOAD
  !error "PAYLOAD must name the bundle folder: makensis /DPAYLOAD=dist\AnimalOffice installer.nsi"
!endif
!ifndef OUTFILE
  !define OUTFILE "AnimalOffice-${VERSION}-setup.exe"
!endif

!define APP_NAME "AnimalOffice"
!define APP_EXE "AnimalOffice.exe"
!define PUBLISHER "AnimalOffice"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_NAME}"

Name "${APP_NAME} ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${APP_NAME}"
InstallDirRegKey HKLM "Software\${APP_NAME}" "InstallDir"
RequestExecutionLevel admin
ShowInstDetails show
ShowUninstDetails show

VIProductVersion "${VERSION_NUMERIC}"
VIAddVersionKey "ProductName" "${APP_NAME}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${APP_NAME} installer"
VIAddVersionKey "CompanyName" "${PUBLISHER}"
VIAddVersionKey "LegalCopyright" "${PUBLISHER}"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "x64.nsh"

!ifdef ICON
  !define MUI_ICON "${ICON}"
  !define MUI_UNICON "${ICON}"
!endif
!define MUI_ABORTWARNING

!define MUI_WELCOMEPAGE_TEXT "This installs ${APP_NAME} ${VERSION} for every user of this PC.$\r$\n$\r$\nEach Windows user keeps the office's records in their own data folder (AppData\Local\AnimalOffice); installing a new version keeps them. For several PCs to work on one office database, set up a PostgreSQL server and give its address in Tools > Settings on each PC.$\r$\n$\r$\nClose ${APP_NAME} on this PC before you go on."
!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN
!define MUI_FINISHPAGE_RUN_TEXT "Start ${APP_NAME} now"
!define MUI_FINISHPAGE_RUN_FUNCTION StartAsTheUser
!insertmacro MUI_PAGE_FINISH

!define MUI_UNCONFIRMPAGE_TEXT_TOP "${APP_NAME} will be removed from this PC. The office's records (database and backups in each user's data folder) are kept."
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "${APP_NAME} needs 64-bit Windows."
    Abort
  ${EndIf}
  SetRegView 64
FunctionEnd

Function un.onInit
  SetRegView 64
FunctionEnd

; Not elevated: Explorer starts it as the signed-in user (the installer itself runs as admin).
Function StartAsTheUser
  Exec '"$WINDIR\explorer.exe" "$INSTDIR\${APP_EXE}"'
FunctionEnd

; A running program's files cannot be replaced (or removed): ask to close it first.
!macro WAIT_UNTIL_CLOSED UN
Function ${UN}WaitUntilClosed
  IfFileExists "$INSTDIR\${APP_EXE}" 0 done
  check:
    ClearErrors
    FileOpen $0 "$INSTDIR\${APP_EXE}" a
    IfErrors running
    FileClose $0
    Goto done
  running:
    MessageBox MB_RETRYCANCEL|MB_ICONEXCLAMATION "${APP_NAME} is running on this PC (perhaps for another user). Close it, then press Retry." IDRETRY check
    Abort
  done:
FunctionEnd
!macroend
!insertmacro WAIT_UNTIL_CLOSED ""
!insertmacro WAIT_UNTIL_CLOSED "un."

Section "${APP_NAME}" SecMain
  SectionIn RO
  SetShellVarContext all
  Call WaitUntilClosed
  SetOutPath "$INSTDIR"
  ; an upgrade replaces the program's own files, never the user's data
  RMDir /r "$INSTDIR\_internal"
  File /r "${PAYLOAD}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateDirectory "$SMPROGRAMS\${APP_NAME}"
  CreateShortcut "$SMPROGRAMS\${APP_NAME}\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0
  CreateShortcut "$SMPROGRAMS\${APP_NAME}\Uninstall ${APP_NAME}.lnk" "$INSTDIR\uninstall.exe"

  WriteRegStr HKLM "Software\${APP_NAME}" "InstallDir" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section "Uninstall"
  Call un.WaitUntilClosed
  SetShellVarContext all
  Delete "$SMPROGRAMS\${APP_NAME}\${APP_NAME}.lnk"
  Delete "$SMPROGRAMS\${APP_NAME}\Uninstall ${APP_NAME}.lnk"
  RMDir "$SMPROGRAMS\${APP_NAME}"
  ; only what the installer put there: never a recursive delete of $INSTDIR itself
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
  DeleteRegKey HKLM "Software\${APP_NAME}"
SectionEnd
