; Inno Setup 6 script: the Windows installer for the one-folder app. packaging/build.py
; --installer runs it with the version and paths defined; by hand, from the repository root:
;   iscc /DAppVersion=0.1.0 /DAppNumericVersion=0.1.0.0 /DSourceDir=dist\cardavia
;        /DIconFile=build\pyinstaller\icons\cardavia.ico /Odist packaging\windows\cardavia.iss

#ifndef AppVersion
  #error Define AppVersion (the package version), e.g. iscc /DAppVersion=0.1.0
#endif
#ifndef AppNumericVersion
  #define AppNumericVersion AppVersion
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\cardavia"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\pyinstaller\icons\cardavia.ico"
#endif

[Setup]
; The AppId identifies Cardavia to Windows across versions: never change it, or upgrades
; would install side by side instead of replacing the old version.
AppId={{FB395BA7-367F-4FA9-AF3F-40A0031191A6}
AppName=Cardavia
AppVersion={#AppVersion}
AppVerName=Cardavia {#AppVersion}
AppPublisher=The Cardavia developers
VersionInfoVersion={#AppNumericVersion}
VersionInfoProductName=Cardavia
VersionInfoDescription=Cardavia installer
DefaultDirName={autopf}\Cardavia
DefaultGroupName=Cardavia
DisableProgramGroupPage=yes
; Per-user install without administrator rights is offered, all users is the default.
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
LicenseFile=..\..\LICENSE
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\cardavia.exe
UninstallDisplayName=Cardavia
OutputBaseFilename=cardavia-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "nb"; MessagesFile: "compiler:Languages\Norwegian.isl"
Name: "ru"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Cardavia"; Filename: "{app}\cardavia.exe"
Name: "{autodesktop}\Cardavia"; Filename: "{app}\cardavia.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\cardavia.exe"; Description: "{cm:LaunchProgram,Cardavia}"; Flags: nowait postinstall skipifsilent

; The uninstaller removes what [Files] installed. Settings, saves and logs live in the
; user's profile (platformdirs) and are kept, so a reinstall finds them.
